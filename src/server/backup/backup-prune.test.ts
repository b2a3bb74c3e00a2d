import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { archivesToPrune, pruneBackups } from "./backup-prune";

const archive = (day: number) => `backup-2026-11-${String(day).padStart(2, "0")}T02-00-00-000Z.tar.gz.enc`;

describe("pruning old backups (BACKUP_KEEP)", () => {
  it("deletes the oldest of our archives beyond the kept count", () => {
    const names = [archive(3), archive(1), archive(4), archive(2), archive(5)];
    expect(archivesToPrune(names, 3, archive(5))).toEqual([archive(1), archive(2)]);
    expect(archivesToPrune(names, 5, archive(5))).toEqual([]);
    expect(archivesToPrune(names, 14, archive(5))).toEqual([]);
  });

  it("never deletes the archive just written, even when a clock set ahead named others later", () => {
    const names = [archive(1), archive(2), "backup-2099-01-01T00-00-00-000Z.tar.gz.enc", archive(3)];
    expect(archivesToPrune(names, 2, archive(1))).toEqual([archive(2), archive(3)]);
    expect(archivesToPrune([archive(1), archive(2)], 0, archive(2))).toEqual([archive(1)]);
  });

  it("leaves every other name alone: an operator's copy, a partial archive, an unsealed old one, other files", () => {
    const others = [
      "keep-me.tar.gz.enc",
      `${archive(1)}.partial`,
      "backup-2025-01-01T00-00-00-000Z.tar.gz",
      "notes.txt",
      `x${archive(1)}`,
    ];
    expect(archivesToPrune([...others, archive(2), archive(3)], 1, archive(3))).toEqual([archive(2)]);
  });

  it("pruneBackups deletes those files in the folder and nothing else", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "bt-prune-"));
    try {
      for (const name of [archive(1), archive(2), archive(3), "manual.tar.gz.enc"])
        fs.writeFileSync(path.join(folder, name), "x");
      expect(pruneBackups(folder, 2, path.join(folder, archive(3)))).toEqual([archive(1)]);
      expect(fs.readdirSync(folder).sort()).toEqual([archive(2), archive(3), "manual.tar.gz.enc"].sort());
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
