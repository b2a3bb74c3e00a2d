/**
 * Where uploaded and generated files live. Keys are always made by newStorageKey(),
 * never from a user's file name, so no upload can choose or escape its location.
 *
 * The app's storage is the encrypting layer (encrypted-storage.ts) over a backend (local disk or S3) with this
 * same interface: callers hand over and get back plaintext; what reaches the disk or the bucket is encrypted
 * (docs/decisions/029-customer-files.md).
 */
import type { Readable } from "node:stream";
import type { StoredFileInfo } from "../../shared/storage-sweep";
import type { StorageKeyPrefix } from "./storage-key";

export interface FileStorage {
  readonly kind: "local" | "s3";
  /** Stores the body under key (replacing any file there). A stream is written as it comes, a part at a time. */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** The file's bytes; throws StorageNotFoundError when absent. For files to parse (PDFs, images); downloads use getStream. */
  get(key: string): Promise<Buffer>;
  /** The file as a stream; throws StorageNotFoundError when absent. */
  getStream(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  /** Deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every stored file whose key starts with "<prefix>/", with its last-modified time: a whole prefix ("keys": the data
   * key records) or one of its month folders ("documents/2026/11", the debris sweep).
   */
  list(prefix: StorageKeyPrefix | "keys" | `${StorageKeyPrefix}/${string}`): Promise<StoredFileInfo[]>;
  /** Removes half-written temporary files older than `olderThan`; returns how many. S3 writes are atomic: none there. */
  removeTemporaryFiles(olderThan: Date): Promise<number>;
}

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`Stored file not found: ${key}`);
    this.name = "StorageNotFoundError";
  }
}

/** Reads a stream to the end into one Buffer. */
export async function readAll(stream: AsyncIterable<Buffer | Uint8Array | string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
