import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, describe, expect, it } from "vitest";
import { StorageNotFoundError } from "./file-storage";
import { createLocalDiskStorage } from "./local-disk-storage";
import { assertValidStorageKey, newStorageKey } from "./storage-key";

const rootDir = fs.mkdtempSync(path.join(os.tmpdir(), "bosphorus-storage-"));
const storage = createLocalDiskStorage(rootDir);

afterAll(() => fs.rmSync(rootDir, { recursive: true, force: true }));

describe("createLocalDiskStorage", () => {
  it("round-trips a file: put, exists, get, delete", async () => {
    const key = newStorageKey("documents");
    const body = Buffer.from("%PDF-1.7 fake passport scan");

    await storage.put(key, body, "application/pdf");

    expect(storage.kind).toBe("local");
    expect(fs.readFileSync(path.join(rootDir, key))).toEqual(body);
    expect(fs.readdirSync(path.dirname(path.join(rootDir, key)))).toEqual([path.basename(key)]);
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.get(key)).toEqual(body);

    await storage.put(key, Buffer.from("replaced"), "application/pdf");
    expect((await storage.get(key)).toString()).toBe("replaced");

    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it("throws StorageNotFoundError for a missing file", async () => {
    const key = newStorageKey("translations");
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
    expect(await storage.exists(key)).toBe(false);
  });

  it("stores a file from disk and reads it back as a stream (data export ZIPs)", async () => {
    const key = newStorageKey("exports");
    const source = path.join(rootDir, "export-source.zip");
    const body = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
    fs.writeFileSync(source, body);

    await storage.put(key, fs.createReadStream(source), "application/zip");

    // Buffer.equals: a deep toEqual walks 3 MB byte by byte.
    expect(fs.readFileSync(path.join(rootDir, key)).equals(body)).toBe(true);
    expect(fs.readdirSync(path.dirname(path.join(rootDir, key)))).toEqual([path.basename(key)]);
    expect((await buffer(await storage.getStream(key))).equals(body)).toBe(true);
    await storage.delete(key);
    await expect(storage.getStream(key)).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it.each([
    "../etc/passwd",
    "documents/../../x",
    "/abs/path",
    "documents/a.pdf",
    "documents",
    "documents/",
    "Documents/x",
    "",
  ])("rejects the key %j before touching the disk", async (key) => {
    await expect(storage.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow("Invalid storage key");
    await expect(storage.get(key)).rejects.toThrow("Invalid storage key");
    await expect(storage.exists(key)).rejects.toThrow("Invalid storage key");
    await expect(storage.delete(key)).rejects.toThrow("Invalid storage key");
    await expect(storage.getStream(key)).rejects.toThrow("Invalid storage key");
  });
});

describe("newStorageKey", () => {
  it("makes unique keys of the form prefix/yyyy/mm/uuid that pass validation", () => {
    const now = new Date();
    const month = String(now.getUTCMonth() + 1).padStart(2, "0");
    const keys = Array.from({ length: 100 }, () => newStorageKey("certificates"));

    for (const key of keys) {
      expect(key).toMatch(
        new RegExp(
          `^certificates/${now.getUTCFullYear()}/${month}/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`,
        ),
      );
      expect(() => assertValidStorageKey(key)).not.toThrow();
    }
    expect(new Set(keys).size).toBe(keys.length);
  });
});
