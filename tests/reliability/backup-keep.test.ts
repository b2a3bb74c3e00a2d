import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readBackupManifest } from "../../src/server/backup/backup-archive";
import { PROJECT_ROOT } from "../../src/server/paths";
import { parseMasterKey } from "../../src/server/storage/file-encryption";
import { startRealServer, tempDataDir } from "./real-server";

// Issue 38, item 8: archives piled up in DATA_DIR/backups until the disk filled. After a good backup into that
// folder `npm run backup` keeps the newest BACKUP_KEEP (default 14) of its own archives and deletes the older ones.

function runBackup(args: string[], env: Record<string, string>) {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith("BACKUP_") && !name.startsWith("FILE_ENCRYPTION")),
  );
  const child = spawn(process.execPath, ["--import", "tsx", path.join(PROJECT_ROOT, "scripts", "backup.ts"), ...args], {
    cwd: PROJECT_ROOT,
    env: { ...base, DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, output })),
  );
}

describe("npm run backup keeps BACKUP_KEEP archives in DATA_DIR/backups", () => {
  it("deletes our oldest archives beyond the count after a good backup, and never an archive of another name or one written elsewhere", async () => {
    const dataDir = tempDataDir();
    const elsewhere = tempDataDir();
    const key = randomBytes(32).toString("base64");
    try {
      await (await startRealServer({ dataDir })).stop();
      const folder = path.join(dataDir, "backups");
      fs.mkdirSync(folder, { mode: 0o700 });
      const old = ["2026-11-01", "2026-11-02", "2026-11-03"].map((day) => `backup-${day}T02-00-00-000Z.tar.gz.enc`);
      const others = ["before-upgrade.tar.gz.enc", "backup-2026-10-01T02-00-00-000Z.tar.gz"];
      for (const name of [...old, ...others]) fs.writeFileSync(path.join(folder, name), "an older archive");

      // Into another folder: nothing is pruned there or here.
      const given = path.join(elsewhere, "bt.tar.gz.enc");
      const manual = await runBackup([given], { DATA_DIR: dataDir, BACKUP_KEY: key, BACKUP_KEEP: "1" });
      expect(manual.code).toBe(0);
      expect(fs.readdirSync(folder).sort()).toEqual([...old, ...others].sort());

      const result = await runBackup([], { DATA_DIR: dataDir, BACKUP_KEY: key, BACKUP_KEEP: "2" });
      expect(result.code).toBe(0);
      expect(result.output).toContain("Deleted 2 older archive(s) beyond BACKUP_KEEP=2");
      const written = fs.readdirSync(folder).filter((name) => !old.includes(name) && !others.includes(name));
      expect(written).toHaveLength(1);
      expect(fs.readdirSync(folder).sort()).toEqual([old[2]!, written[0]!, ...others].sort());
      // The one kept new is a whole, readable archive.
      expect((await readBackupManifest(path.join(folder, written[0]!), parseMasterKey(key)!)).format).toBe(
        "bosphorus-translate-backup/1",
      );
    } finally {
      for (const dir of [dataDir, elsewhere]) fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
