import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { StorageNotFoundError, type FileStorage } from "./file-storage";
import { assertValidStorageKey, isValidStorageKey, STORAGE_KEY_PREFIXES } from "./storage-key";

/** Files under rootDir, one file per key (development and single-server installs). */
export function createLocalDiskStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);

  function pathFor(key: string): string {
    assertValidStorageKey(key);
    const filePath = path.join(root, key);
    // The key pattern already rules out "..": this second lock holds even if the pattern is loosened one day.
    if (!filePath.startsWith(root + path.sep)) throw new Error(`Storage key escapes the storage folder: ${key}`);
    return filePath;
  }

  return {
    kind: "local",

    // The content type is not kept on disk: the database record of each file holds it.
    async put(key, body) {
      const filePath = pathFor(key);
      await fs.mkdir(path.dirname(filePath), { recursive: true });
      // Write then rename (atomic within a folder) so a reader never sees a half-written file.
      // Keys contain no dots, so the temporary name can never be another key.
      const tempPath = `${filePath}.${randomUUID()}.tmp`;
      try {
        if (Buffer.isBuffer(body)) await fs.writeFile(tempPath, body);
        else await pipeline(body as Readable, createWriteStream(tempPath, { flags: "wx" }));
        await fs.rename(tempPath, filePath);
      } catch (error) {
        await fs.rm(tempPath, { force: true });
        throw error;
      }
    },

    // Streamed to a temporary name beside the target, then renamed, as put() does.
    async get(key) {
      const filePath = pathFor(key);
      try {
        return await fs.readFile(filePath);
      } catch (error) {
        if (isMissingFileError(error)) throw new StorageNotFoundError(key);
        throw error;
      }
    },

    async getStream(key) {
      const filePath = pathFor(key);
      // Opened before returning, so a missing file is StorageNotFoundError here rather than an error mid-stream.
      const handle = await fs.open(filePath, "r").catch((error: unknown) => {
        if (isMissingFileError(error)) throw new StorageNotFoundError(key);
        throw error;
      });
      return handle.createReadStream({ highWaterMark: 64 * 1024 });
    },

    async exists(key) {
      const filePath = pathFor(key);
      try {
        return (await fs.stat(filePath)).isFile();
      } catch (error) {
        if (isMissingFileError(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      const filePath = pathFor(key);
      try {
        await fs.unlink(filePath);
      } catch (error) {
        if (!isMissingFileError(error)) throw error;
      }
    },

    async list(prefix) {
      const files = await walkFiles(path.join(root, prefix));
      return files
        .map((file) => ({ key: path.relative(root, file.path).split(path.sep).join("/"), lastModified: file.mtime }))
        .filter((file) => isValidStorageKey(file.key));
    },

    async removeTemporaryFiles(olderThan) {
      let removed = 0;
      for (const prefix of STORAGE_KEY_PREFIXES) {
        for (const file of await walkFiles(path.join(root, prefix))) {
          if (!file.path.endsWith(".tmp") || file.mtime >= olderThan) continue;
          await fs.rm(file.path, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}

/** Every regular file under dir (none when dir does not exist), with its modification time. */
async function walkFiles(dir: string): Promise<{ path: string; mtime: Date }[]> {
  let entries;
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isMissingFileError(error)) return [];
    throw error;
  }
  const found: { path: string; mtime: Date }[] = [];
  for (const entry of entries) {
    const entryPath = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await walkFiles(entryPath)));
    else if (entry.isFile()) {
      // A file removed between readdir and stat (a concurrent delete) is simply gone.
      const stat = await fs
        .stat(entryPath)
        .catch((error: unknown) => (isMissingFileError(error) ? undefined : Promise.reject(error)));
      if (stat) found.push({ path: entryPath, mtime: stat.mtime });
    }
  }
  return found;
}

/** ENOTDIR too: "documents/a/b" when "documents/a" is a file simply does not exist. */
function isMissingFileError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}
