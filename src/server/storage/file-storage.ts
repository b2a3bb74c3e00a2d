/**
 * Where uploaded and generated files live. Keys are always made by newStorageKey(),
 * never from a user's file name, so no upload can choose or escape its location.
 */
import type { Readable } from "node:stream";
import type { StoredFileInfo } from "../../shared/storage-sweep";
import type { StorageKeyPrefix } from "./storage-key";

export interface FileStorage {
  readonly kind: "local" | "s3";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Stores a file that is already on local disk without reading it into memory (a data export ZIP, built on disk
   * file by file): streamed to its place on disk, or to S3 with its length.
   */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  /** The file's bytes; throws StorageNotFoundError when absent. */
  get(key: string): Promise<Buffer>;
  /** The file as a stream (large files sent as they are read); throws StorageNotFoundError when absent. */
  getStream(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Every stored file whose key starts with "<prefix>/", with its last-modified time (for the debris sweep). */
  list(prefix: StorageKeyPrefix): Promise<StoredFileInfo[]>;
  /** Removes half-written temporary files older than `olderThan`; returns how many. S3 writes are atomic: none there. */
  removeTemporaryFiles(olderThan: Date): Promise<number>;
}

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`Stored file not found: ${key}`);
    this.name = "StorageNotFoundError";
  }
}
