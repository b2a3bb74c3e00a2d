import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { keyRecordKey } from "./data-key-records";
import { createEncryptedStorage } from "./encrypted-storage";
import {
  FileIntegrityError,
  HEADER_LENGTH,
  SEGMENT_SIZE,
  TAG_LENGTH,
  encryptedLength,
  generateMasterKey,
} from "./file-encryption";
import { readAll, StorageNotFoundError } from "./file-storage";
import { createLocalDiskStorage } from "./local-disk-storage";
import {
  KEY_FILE_NAME,
  keyringFromEnvironment,
  keyringFromFile,
  loadMasterKeyring,
  MasterKeyError,
  writeKeyFile,
} from "./master-keys";
import { rewrapDataKeys } from "./rotate-master-key";
import { newStorageKey } from "./storage-key";

// The encryption layer over the local disk backend (the S3 backend: s3-storage.test.ts): what reaches the disk,
// what comes back, and what happens when someone changes a byte.

const rootDir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-encrypted-"));
afterAll(() => fs.rmSync(rootDir, { recursive: true, force: true }));
const backend = createLocalDiskStorage(rootDir);
let keyring = keyringFromEnvironment(generateMasterKey());
const storage = createEncryptedStorage({ backend, keyring: () => keyring });
const onDisk = (key: string) => fs.readFileSync(path.join(rootDir, key));

const PASSPORT = Buffer.from("%PDF-1.7 Passport of Ayşe Yılmaz, number U12345678, born 1990-04-12 in İzmir");

describe("createEncryptedStorage", () => {
  it("writes no plaintext to disk and gives the bytes back", async () => {
    const key = newStorageKey("documents");
    await storage.put(key, PASSPORT, "application/pdf");
    const stored = onDisk(key);
    expect(stored.subarray(0, 4).toString()).toBe("BTFE");
    expect(stored.length).toBe(encryptedLength(PASSPORT.length));
    expect(stored.includes(Buffer.from("Ayşe"))).toBe(false);
    expect(stored.includes(Buffer.from("U12345678"))).toBe(false);
    // The data key is stored wrapped beside the file, never in clear.
    const record = onDisk(keyRecordKey(key)).toString();
    expect(record).toMatch(/"master":"[0-9a-f]{16}"/);
    expect(await storage.get(key)).toEqual(PASSPORT);
    expect(await readAll(await storage.getStream(key))).toEqual(PASSPORT);
  });

  it("streams a multi-segment file both ways, an empty file too, and replaces a file in place", async () => {
    const key = newStorageKey("translations");
    const big = randomBytes(3 * SEGMENT_SIZE + 123);
    // A stream of odd-sized chunks: segments are cut by the layer, not by the caller.
    const chunks = [big.subarray(0, 1000), big.subarray(1000, 200_000), big.subarray(200_000)];
    await storage.put(key, Readable.from(chunks), "application/octet-stream");
    expect(onDisk(key).length).toBe(HEADER_LENGTH + big.length + 4 * TAG_LENGTH);
    expect(await readAll(await storage.getStream(key))).toEqual(big);

    await storage.put(key, Buffer.alloc(0), "application/octet-stream");
    expect(await storage.get(key)).toEqual(Buffer.alloc(0));
    expect(onDisk(keyRecordKey(key)).toString().match(/"id"/g)).toHaveLength(1);
  });

  it("deletes the file and its key record; deleting again or a missing file is fine", async () => {
    const key = newStorageKey("documents");
    await storage.put(key, PASSPORT, "application/pdf");
    await storage.delete(key);
    expect(fs.existsSync(path.join(rootDir, key))).toBe(false);
    expect(fs.existsSync(path.join(rootDir, keyRecordKey(key)))).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
  });
});

describe("tampering", () => {
  async function stored(bytes: Buffer = randomBytes(2 * SEGMENT_SIZE + 10)) {
    const key = newStorageKey("documents");
    await storage.put(key, bytes, "application/pdf");
    return { key, file: path.join(rootDir, key) };
  }

  it("detects one changed byte anywhere: header, body, tag", async () => {
    for (const offset of [10, HEADER_LENGTH + 5, HEADER_LENGTH + SEGMENT_SIZE + 20, -1]) {
      const { key, file } = await stored();
      const bytes = fs.readFileSync(file);
      const at = offset < 0 ? bytes.length + offset : offset;
      bytes[at] = bytes[at]! ^ 0x01;
      fs.writeFileSync(file, bytes);
      await expect(storage.get(key), `byte ${at}`).rejects.toBeInstanceOf(FileIntegrityError);
    }
  });

  it("detects a file cut at a segment boundary, segments swapped, and bytes appended", async () => {
    const sealed = SEGMENT_SIZE + TAG_LENGTH;
    const cut = await stored();
    fs.writeFileSync(cut.file, fs.readFileSync(cut.file).subarray(0, HEADER_LENGTH + sealed));
    await expect(storage.get(cut.key)).rejects.toThrow("failed its integrity check");

    const swapped = await stored();
    const bytes = fs.readFileSync(swapped.file);
    const first = bytes.subarray(HEADER_LENGTH, HEADER_LENGTH + sealed);
    const second = bytes.subarray(HEADER_LENGTH + sealed, HEADER_LENGTH + 2 * sealed);
    fs.writeFileSync(
      swapped.file,
      Buffer.concat([bytes.subarray(0, HEADER_LENGTH), second, first, bytes.subarray(HEADER_LENGTH + 2 * sealed)]),
    );
    await expect(storage.get(swapped.key)).rejects.toBeInstanceOf(FileIntegrityError);

    const longer = await stored();
    fs.appendFileSync(longer.file, randomBytes(TAG_LENGTH + 1));
    await expect(storage.get(longer.key)).rejects.toBeInstanceOf(FileIntegrityError);
  });

  it("refuses a file moved under another key, and an encrypted file replaced by a plaintext one", async () => {
    const a = await stored(PASSPORT);
    const b = await stored(Buffer.from("%PDF-1.7 another customer's file"));
    fs.copyFileSync(a.file, b.file);
    await expect(storage.get(b.key)).rejects.toThrow("its data key is not on record");

    const replaced = await stored(PASSPORT);
    fs.writeFileSync(replaced.file, "%PDF-1.7 forged plaintext");
    await expect(storage.get(replaced.key)).rejects.toThrow("it should be encrypted but is not");
  });

  it("reads a file stored before encryption only until every file was encrypted", async () => {
    const key = newStorageKey("documents");
    await backend.put(key, PASSPORT, "application/pdf");
    let allowed = true;
    const gated = createEncryptedStorage({ backend, keyring: () => keyring, plaintextAllowed: () => allowed });
    expect(await gated.get(key)).toEqual(PASSPORT);
    allowed = false;
    await expect(gated.get(key)).rejects.toBeInstanceOf(FileIntegrityError);
  });
});

describe("master key rotation", () => {
  it("re-wraps every data key without touching a file; the files read with the new key alone", async () => {
    const key = newStorageKey("certificates");
    await storage.put(key, PASSPORT, "application/pdf");
    const fileBefore = onDisk(key);
    const oldKey = generateMasterKey();
    keyring = keyringFromEnvironment(oldKey);
    const underOld = newStorageKey("certificates");
    await storage.put(underOld, PASSPORT, "application/pdf");

    const newKey = generateMasterKey();
    const rotating = keyringFromEnvironment(newKey, [oldKey]);
    // The first file's master key is not in this keyring: reported, not lost.
    const first = await rewrapDataKeys(backend, rotating);
    expect(first.rewrapped).toBeGreaterThanOrEqual(1);
    expect(first.unknown).toContain(key);

    keyring = keyringFromEnvironment(newKey);
    expect(await storage.get(underOld)).toEqual(PASSPORT);
    expect(onDisk(key)).toEqual(fileBefore);
    // A second run finds nothing left to do under the old key: resumable and idempotent.
    const second = await rewrapDataKeys(backend, rotating);
    expect(second.rewrapped).toBe(0);
  });
});

describe("the master key file", () => {
  it("is generated once in DATA_DIR, read back after, and never silently replaced when the database knows a key", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-keyfile-"));
    try {
      const first = loadMasterKeyring({ dataDir, mayGenerate: true });
      expect(first.generated).toBe(true);
      expect((fs.statSync(path.join(dataDir, KEY_FILE_NAME)).mode & 0o777).toString(8)).toBe("600");
      const again = loadMasterKeyring({ dataDir, mayGenerate: false });
      expect(again.current.id).toBe(first.current.id);
      expect(again.generated).toBe(false);

      fs.rmSync(path.join(dataDir, KEY_FILE_NAME));
      expect(() => loadMasterKeyring({ dataDir, mayGenerate: false })).toThrow(MasterKeyError);

      writeKeyFile(path.join(dataDir, KEY_FILE_NAME), generateMasterKey(), [generateMasterKey()]);
      expect(keyringFromFile(path.join(dataDir, KEY_FILE_NAME)).keys.size).toBe(2);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("refuses a FILE_ENCRYPTION_KEY that is not 32 bytes", () => {
    expect(() => keyringFromEnvironment("too-short")).toThrow("FILE_ENCRYPTION_KEY must be 32 random bytes");
    expect(keyringFromEnvironment("ab".repeat(32)).current.key).toHaveLength(32);
  });
});
