/**
 * Where uploaded and generated files live. Keys are always made by newStorageKey(),
 * never from a user's file name, so no upload can choose or escape its location.
 */
export interface FileStorage {
  readonly kind: "local" | "s3";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes; throws StorageNotFoundError when absent. */
  get(key: string): Promise<Buffer>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`Stored file not found: ${key}`);
    this.name = "StorageNotFoundError";
  }
}
