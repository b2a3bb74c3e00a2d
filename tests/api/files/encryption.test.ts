import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/server/config";
import { openDatabase, type DatabaseHandle } from "../../../src/server/db/client";
import { documents } from "../../../src/server/db/schema/documents";
import { PROJECT_ROOT } from "../../../src/server/paths";
import { createStorage, loadServerKeyring } from "../../../src/server/storage/create-storage";
import { keyRecordKey } from "../../../src/server/storage/data-key-records";
import { createEncryptedStorage } from "../../../src/server/storage/encrypted-storage";
import { encryptExistingFiles } from "../../../src/server/storage/encrypt-existing-files";
import { allFilesEncryptedAt, plaintextGate } from "../../../src/server/storage/encryption-state";
import { FileIntegrityError } from "../../../src/server/storage/file-encryption";
import { KEY_FILE_NAME, readKeyFile } from "../../../src/server/storage/master-keys";
import { newStorageKey } from "../../../src/server/storage/storage-key";
import { FILE_MESSAGES } from "../../../src/shared/file-retention";
import { buildPdf, createOrderFor, uploadDocument } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";
import { openTestDatabase } from "../../support/test-database";

// Issue 27, item 6: every stored file is encrypted at rest by the storage adapter, tampering is detected, the master
// key rotates without re-encrypting files, and files stored before encryption are encrypted once.

let t: TestApp;
let customer: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  customer = await t.registerCustomer();
}, 120_000);
afterAll(async () => t.close());

const SECRET_LINE = "Passport number U12345678 of Elif Demir";
const onDisk = (key: string) => fs.readFileSync(path.join(t.dataDir, "uploads", key));

async function uploaded() {
  const order = await createOrderFor(t, customer.cookie);
  const pdf = await buildPdf([[SECRET_LINE]]);
  const response = await uploadDocument(t, customer.cookie, order.id, { name: "passport.pdf", bytes: pdf });
  expect(response.statusCode).toBe(201);
  const documentId = response.json<{ document: { id: number } }>().document.id;
  const [row] = await t.db.select().from(documents).where(eq(documents.id, documentId));
  return { documentId, key: row!.s3Key, pdf };
}

describe("files at rest", { timeout: 120_000 }, () => {
  it("an uploaded document is not plaintext on disk, and downloads as uploaded", async () => {
    const { documentId, key, pdf } = await uploaded();
    const stored = onDisk(key);
    expect(stored.subarray(0, 4).toString()).toBe("BTFE");
    expect(stored.includes(Buffer.from("%PDF"))).toBe(false);
    expect(stored.includes(pdf.subarray(0, 64))).toBe(false);
    const download = await t.app.inject({
      method: "GET",
      url: `/api/documents/${documentId}/download`,
      headers: { cookie: customer.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(pdf);
  });

  it("a changed byte on disk is detected: the download answers a clear 409, not the altered bytes and not a 500", async () => {
    const { documentId, key } = await uploaded();
    const file = path.join(t.dataDir, "uploads", key);
    const bytes = fs.readFileSync(file);
    bytes[bytes.length - 40] = bytes[bytes.length - 40]! ^ 0x20;
    fs.writeFileSync(file, bytes);
    const download = await t.app.inject({
      method: "GET",
      url: `/api/documents/${documentId}/download`,
      headers: { cookie: customer.cookie },
    });
    expect(download.statusCode).toBe(409);
    expect(download.json()).toEqual({ message: FILE_MESSAGES.damaged, code: "FILE_DAMAGED" });
  });

  it("encrypts a file stored before encryption once, in place; a rerun has nothing to do; plaintext is refused after", async () => {
    // A document stored by the previous version: its file in plaintext, no key record.
    const { documentId, key, pdf } = await uploaded();
    await t.storageBackend.put(key, pdf, "application/pdf");
    await t.storageBackend.delete(keyRecordKey(key));
    // Debris no row refers to is left to the storage sweep, untouched.
    const debris = newStorageKey("documents");
    await t.storageBackend.put(debris, pdf, "application/pdf");
    const gate = plaintextGate((await allFilesEncryptedAt(t.db)) === null);
    const storage = createEncryptedStorage({
      backend: t.storageBackend,
      keyring: () => t.keyring,
      plaintextAllowed: gate.allowed,
    });
    expect(await storage.get(key)).toEqual(pdf);

    const first = await encryptExistingFiles({ db: t.db, backend: t.storageBackend, storage, plaintextGate: gate });
    expect(first).toMatchObject({ encrypted: [key], failed: [] });
    expect(onDisk(key).includes(Buffer.from("%PDF"))).toBe(false);
    expect(fs.existsSync(path.join(t.dataDir, "uploads", keyRecordKey(key)))).toBe(true);
    expect(onDisk(debris)).toEqual(pdf);
    expect(await storage.get(key)).toEqual(pdf);
    const download = await t.app.inject({
      method: "GET",
      url: `/api/documents/${documentId}/download`,
      headers: { cookie: customer.cookie },
    });
    expect(download.rawPayload).toEqual(pdf);

    const second = await encryptExistingFiles({ db: t.db, backend: t.storageBackend, storage, plaintextGate: gate });
    expect(second).toMatchObject({ encrypted: [], alreadyDone: true });
    // From now on a plaintext file is a replaced one.
    await t.storageBackend.put(key, Buffer.from("%PDF-1.7 planted"), "application/pdf");
    await t.storageBackend.delete(keyRecordKey(key));
    await expect(storage.get(key)).rejects.toBeInstanceOf(FileIntegrityError);
  });
});

describe("npm run files:rotate-key", { timeout: 120_000 }, () => {
  const run = promisify(execFile);
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let database: DatabaseHandle & { url?: string };
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-rotate-"));
    // The server's database: PostgreSQL when the suite runs there, else the embedded one in DATA_DIR.
    database = process.env.DATABASE_URL
      ? await openTestDatabase()
      : await openDatabase({ dataDir: path.join(dataDir, "db") });
    if (!process.env.DATABASE_URL) await database.migrate();
    env = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: "1",
      NODE_ENV: "test",
      DATABASE_URL: database.url ?? "",
      FILE_ENCRYPTION_KEY: "",
      FILE_ENCRYPTION_PREVIOUS_KEYS: "",
    };
  }, 120_000);
  afterAll(async () => {
    await database?.close().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("re-wraps every data key under a new master key without rewriting a file; the files still read", async () => {
    const config = loadConfig(env);
    const keyring = await loadServerKeyring(config, database.db);
    expect(keyring.generated).toBe(true);
    const { storage } = await createStorage(config, database.db, keyring);
    const keys = [newStorageKey("documents"), newStorageKey("certificates")];
    for (const key of keys) await storage.put(key, Buffer.from(`${SECRET_LINE} in ${key}`), "application/pdf");
    const filesBefore = keys.map((key) => fs.readFileSync(path.join(dataDir, "uploads", key)));
    const keyFileBefore = readKeyFile(path.join(dataDir, KEY_FILE_NAME));
    // The embedded database belongs to one process at a time: the command opens it itself.
    if (!process.env.DATABASE_URL) await database.close();

    const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/rotate-file-key.ts"], {
      cwd: PROJECT_ROOT,
      env,
    });
    expect(stdout).toContain("Key records re-wrapped: 2; already under the current key: 0.");
    const keyFileAfter = readKeyFile(path.join(dataDir, KEY_FILE_NAME));
    expect(keyFileAfter.current).not.toBe(keyFileBefore.current);
    expect(keyFileAfter.previous).toEqual([]);
    keys.forEach((key, index) =>
      expect(fs.readFileSync(path.join(dataDir, "uploads", key))).toEqual(filesBefore[index]),
    );

    // A server starting now, with the new key file alone, reads every file.
    if (!process.env.DATABASE_URL) database = await openDatabase({ dataDir: path.join(dataDir, "db") });
    const restarted = await loadServerKeyring(config, database.db);
    expect(restarted.keys.size).toBe(1);
    const { storage: after } = await createStorage(config, database.db, restarted);
    for (const key of keys) expect((await after.get(key)).toString()).toBe(`${SECRET_LINE} in ${key}`);
  }, 120_000);
});
