import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { deleteKeyRecords, readKeyRecords, writeKeyRecords, type DataKeyRecord } from "./data-key-records";
import {
  FileIntegrityError,
  HEADER_LENGTH,
  decryptChunks,
  encryptChunks,
  isEncryptedHeader,
  newDataKey,
  newHeader,
  unwrapDataKey,
  wrapDataKey,
  type FileHeader,
} from "./file-encryption";
import { readAll, type FileStorage } from "./file-storage";
import type { MasterKeyring } from "./master-keys";

export type EncryptedStorageOptions = {
  backend: FileStorage;
  /** The master keys; called again with `{ reload: true }` when a data key names a master key it does not hold (a rotation). */
  keyring: (options?: { reload: boolean }) => MasterKeyring;
  /**
   * Whether a file without encryption may still be read (one stored before encryption): true until the
   * files.encrypt-existing job has finished once; after that a plaintext file is a replaced one, refused.
   */
  plaintextAllowed?: () => boolean;
};

/**
 * Every file encrypted at rest, for every caller (docs/decisions/029-customer-files.md). A put draws a fresh data
 * key, writes its record (wrapped by the master key) beside the file, then streams the encrypted file to the
 * backend. A read finds the data key named in the file's header and decrypts a segment at a time; a file that fails
 * its tags, or whose key record does not name it, throws FileIntegrityError.
 */
export function createEncryptedStorage({
  backend,
  keyring,
  plaintextAllowed = () => true,
}: EncryptedStorageOptions): FileStorage {
  async function dataKeyFor(storageKey: string, header: FileHeader): Promise<Buffer> {
    const record = (await readKeyRecords(backend, storageKey)).find((candidate) => candidate.id === header.dataKeyId);
    if (!record) throw new FileIntegrityError(storageKey, "its data key is not on record (replaced or copied file)");
    let master = keyring().keys.get(record.master);
    if (!master) master = keyring({ reload: true }).keys.get(record.master);
    if (!master)
      throw new FileIntegrityError(
        storageKey,
        `its data key is wrapped by master key ${record.master}, which this server does not have`,
      );
    return unwrapDataKey(master, record.wrapped, storageKey, record.id);
  }

  async function openStream(key: string): Promise<Readable> {
    const { head, stream } = await peekStart(await backend.getStream(key), HEADER_LENGTH);
    if (isEncryptedHeader(head)) return Readable.from(decryptChunks(key, stream, (header) => dataKeyFor(key, header)));
    // No header: a file from before encryption, unless encryption has been done for every file, or this one has a key.
    if (!plaintextAllowed() || (await readKeyRecords(backend, key)).length > 0) {
      stream.destroy();
      throw new FileIntegrityError(key, "it should be encrypted but is not (replaced by a plaintext file)");
    }
    return stream;
  }

  return {
    kind: backend.kind,

    /**
     * The key record first (with any older record kept, for a file being replaced), then the file, then the record
     * alone: whatever a crash interrupts, the file in place still finds its key.
     */
    async put(key, body, contentType) {
      const id = randomUUID();
      const dataKey = newDataKey();
      const master = keyring().current;
      const record: DataKeyRecord = { id, master: master.id, wrapped: wrapDataKey(master.key, dataKey, key, id) };
      const previous = await readKeyRecords(backend, key).catch(() => []);
      await writeKeyRecords(backend, key, [...previous.slice(-2), record]);
      const source: Iterable<Buffer> | AsyncIterable<Buffer> = Buffer.isBuffer(body)
        ? bufferSegments(body)
        : (body as AsyncIterable<Buffer>);
      await backend.put(key, Readable.from(encryptChunks(source, dataKey, newHeader(id))), contentType);
      if (previous.length > 0) await writeKeyRecords(backend, key, [record]);
    },

    async get(key) {
      return readAll(await openStream(key));
    },

    getStream: openStream,

    exists: (key) => backend.exists(key),

    // The file, then its key record (a record left by a crash opens nothing).
    async delete(key) {
      await backend.delete(key);
      await deleteKeyRecords(backend, key);
    },

    list: (prefix) => backend.list(prefix),
    removeTemporaryFiles: (olderThan) => backend.removeTemporaryFiles(olderThan),
  };
}

/**
 * The first `length` bytes of a stream (fewer when it is shorter), and a stream of the whole of it: enough of the
 * start to tell an encrypted file from a plaintext one without reading the rest.
 */
export async function peekStart(raw: Readable, length: number): Promise<{ head: Buffer; stream: Readable }> {
  const iterator = raw[Symbol.asyncIterator]() as AsyncIterator<Buffer | Uint8Array>;
  let head = Buffer.alloc(0);
  let ended = false;
  while (head.length < length) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    head = Buffer.concat([head, Buffer.from(next.value)]);
  }
  async function* whole(): AsyncGenerator<Buffer> {
    if (head.length > 0) yield head;
    if (ended) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield Buffer.from(next.value);
  }
  const stream = Readable.from(whole());
  // Destroying the whole closes the source too (a file handle, an HTTP body).
  stream.on("close", () => void iterator.return?.());
  return { head, stream };
}

/** A Buffer handed over in 64 KiB slices (no copy), so it is encrypted like any stream. */
function* bufferSegments(body: Buffer): Generator<Buffer> {
  for (let offset = 0; offset < body.length; offset += 64 * 1024) yield body.subarray(offset, offset + 64 * 1024);
}

/**
 * Reads ahead up to `limit` bytes of a decrypting stream before anything is sent: a file that fails its integrity
 * check within them (every file up to the limit, and the header and first segments of any) answers a clear error
 * instead of a cut-off download. Returns a stream of the whole file.
 */
export async function verifiedStart(stream: Readable, limit = 1024 * 1024): Promise<Readable> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const buffered: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < limit) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    buffered.push(next.value);
    length += next.value.length;
  }
  async function* all(): AsyncGenerator<Buffer> {
    yield* buffered;
    if (ended) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return Readable.from(all());
}
