import type { Readable } from "node:stream";
import type { FileStorage } from "./file-storage";

/**
 * The bucket as a restore drill uses it (docs/operations.md, "Restore drills"): the live instances' objects are read
 * but never deleted or replaced. The drill's older database does not know the objects stored since its backup, so its
 * storage sweep would delete them as debris, and its purges and re-encryption would change files the live site serves.
 * New objects (an upload made during the drill) are written: their keys are new, and the live sweep removes them.
 */
export function drillStorage(backend: FileStorage): FileStorage {
  return {
    kind: backend.kind,
    async put(key: string, body: Buffer | Readable, contentType: string) {
      if (await backend.exists(key)) throw new Error(`restore drill: not replacing ${key} in the shared bucket`);
      await backend.put(key, body, contentType);
    },
    get: (key) => backend.get(key),
    getStream: (key) => backend.getStream(key),
    exists: (key) => backend.exists(key),
    // Kept: "deleted" for the drill's database, still there for the live one.
    delete: async () => undefined,
    list: (prefix) => backend.list(prefix),
    removeTemporaryFiles: async () => 0,
  };
}
