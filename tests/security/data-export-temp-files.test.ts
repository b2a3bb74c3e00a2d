import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareDataExports } from "../../src/server/data-export/prepare-data-exports";
import { dataExports } from "../../src/server/db/schema/account-data";
import type { FileStorage } from "../../src/server/storage/file-storage";
import { privateTempDir } from "../../src/server/storage/private-data-dir";
import { createTestApp, type TestApp } from "../support/test-app";
import { orderWithDocument } from "../api/deliveries/fixtures";
import { startRealServer, tempDataDir } from "../reliability/real-server";

// Issue 37, item 4: a data export (the customer's PDFs in a ZIP) was built in the shared /tmp, 0644, and left there
// after a crash. It is built in DATA_DIR's private temp folder, 0600, stored encrypted, and the folder is emptied at start.

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const mode = (file: string) => fs.statSync(file).mode & 0o777;
const exportsInSharedTmp = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith("bt-export-"));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("data export temporary files (issue 37, item 4)", () => {
  it("builds the ZIP in DATA_DIR's private temp folder (0700, file 0600), never in /tmp, removes it, and stores it encrypted", async () => {
    const customer = await t.registerCustomer();
    await orderWithDocument(t, customer.cookie);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/user/data-export", headers: { cookie: customer.cookie } }))
        .statusCode,
    ).toBe(202);

    const tmpDir = privateTempDir(t.dataDir);
    const sharedBefore = new Set(exportsInSharedTmp());
    const seen: { folderMode: number; files: { name: string; mode: number }[]; sharedTmp: string[] }[] = [];
    // The storage sees the put while the temporary ZIP is still on disk: look at it then.
    const storage: FileStorage = Object.assign(Object.create(t.storage) as FileStorage, {
      put: async (key: string, body: Parameters<FileStorage["put"]>[1], contentType: string) => {
        seen.push({
          folderMode: mode(tmpDir),
          files: fs.readdirSync(tmpDir).map((name) => ({ name, mode: mode(path.join(tmpDir, name)) })),
          sharedTmp: exportsInSharedTmp().filter((name) => !sharedBefore.has(name)),
        });
        await t.storage.put(key, body, contentType);
      },
    });
    const prepared = await prepareDataExports({
      db: t.db,
      storage,
      mailer: t.mailer,
      publicUrl: t.config.publicUrl,
      log: quiet,
      tmpDir,
    });
    expect(prepared).toHaveLength(1);

    expect(seen).toHaveLength(1);
    expect(seen[0]!.folderMode).toBe(0o700);
    expect(seen[0]!.files).toEqual([{ name: expect.stringMatching(/^bt-export-.*\.zip$/), mode: 0o600 }]);
    expect(seen[0]!.sharedTmp).toEqual([]);
    // Gone once stored.
    expect(fs.readdirSync(tmpDir)).toEqual([]);

    // At rest the export is ciphertext; through the app's storage it is the customer's ZIP with their document.
    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.id, prepared[0]!));
    const stored = await t.storageBackend.get(row!.storageKey!);
    expect(stored.subarray(0, 4).equals(Buffer.from("PK\x03\x04", "latin1"))).toBe(false);
    expect(stored.includes(Buffer.from("%PDF"))).toBe(false);
    const zip = unzipSync(new Uint8Array(await t.storage.get(row!.storageKey!)));
    expect(Object.keys(zip).some((name) => name.endsWith(".pdf"))).toBe(true);
  }, 90_000);

  it("a half-built export left by a crash is deleted at the next start", async () => {
    const dataDir = tempDataDir();
    const debris = path.join(privateTempDir(dataDir), "bt-export-left-by-a-crash.zip");
    fs.mkdirSync(path.dirname(debris), { recursive: true });
    fs.writeFileSync(debris, "PK\x03\x04 the customer's documents");
    const server = await startRealServer({ dataDir });
    try {
      expect(fs.existsSync(debris)).toBe(false);
      expect(mode(privateTempDir(dataDir))).toBe(0o700);
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
