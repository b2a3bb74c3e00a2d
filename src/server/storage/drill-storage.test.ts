import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { drillStorage } from "./drill-storage";
import { createLocalDiskStorage } from "./local-disk-storage";
import { newStorageKey } from "./storage-key";

// A local folder stands in for the live bucket a restore drill shares: what the live site stored must stay as it is.
const rootDir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-drill-storage-"));
const live = createLocalDiskStorage(rootDir);
const drill = drillStorage(live);

afterAll(() => fs.rmSync(rootDir, { recursive: true, force: true }));

describe("the shared bucket as a restore drill uses it", () => {
  it("reads the live objects but never deletes or replaces them", async () => {
    const key = newStorageKey("documents");
    await live.put(key, Buffer.from("%PDF-1.7 the live site's passport scan"), "application/pdf");

    expect((await drill.get(key)).toString()).toContain("passport scan");
    expect((await drill.list("documents")).map((file) => file.key)).toContain(key);
    await drill.delete(key);
    expect(await live.exists(key)).toBe(true);
    await expect(drill.put(key, Buffer.from("re-encrypted by the drill"), "application/pdf")).rejects.toThrow(
      "restore drill: not replacing",
    );
    expect((await live.get(key)).toString()).toContain("passport scan");
  });

  it("writes an object under a new key (an upload made during the drill)", async () => {
    const key = newStorageKey("documents");
    await drill.put(key, Buffer.from("%PDF-1.7 drill upload"), "application/pdf");
    expect((await live.get(key)).toString()).toBe("%PDF-1.7 drill upload");
  });
});
