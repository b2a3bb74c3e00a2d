import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { StorageNotFoundError, type FileStorage } from "./file-storage";
import { assertValidStorageKey } from "./storage-key";

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
        await fs.writeFile(tempPath, body);
        await fs.rename(tempPath, filePath);
      } catch (error) {
        await fs.rm(tempPath, { force: true });
        throw error;
      }
    },

    async get(key) {
      const filePath = pathFor(key);
      try {
        return await fs.readFile(filePath);
      } catch (error) {
        if (isMissingFileError(error)) throw new StorageNotFoundError(key);
        throw error;
      }
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
  };
}

/** ENOTDIR too: "documents/a/b" when "documents/a" is a file simply does not exist. */
function isMissingFileError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}
