import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

/**
 * The format of every stored file (docs/decisions/029-customer-files.md): AES-256-GCM in 64 KiB segments, each with
 * its own nonce and tag (the STREAM construction: the nonce is a per-file prefix, the segment index and a
 * "last segment" flag, and the AAD repeats the header, index and flag), so a file is encrypted and decrypted
 * a segment at a time and a cut, reordered, appended or altered segment fails its tag.
 *
 *   header (32 bytes): "BTFE" | version 1 | log2(segment size) | 0 0 | data key id (16) | nonce prefix (7) | 0
 *   segments: ciphertext (segment size; the last one shorter, possibly empty) | tag (16)
 *
 * The data key is random per stored file; the master key only wraps it (wrapDataKey), and the wrapped key lives in a
 * small record beside the file (data-key-records.ts), so rotating the master key rewrites those records and never
 * touches a file.
 */

export const MAGIC = Buffer.from("BTFE", "ascii");
export const FORMAT_VERSION = 1;
export const HEADER_LENGTH = 32;
export const TAG_LENGTH = 16;
export const SEGMENT_LOG2 = 16;
export const SEGMENT_SIZE = 2 ** SEGMENT_LOG2;
const NONCE_PREFIX_LENGTH = 7;
const KEY_LENGTH = 32;

/** A stored file failed its integrity check: altered, cut short, or not the file its key was made for. */
export class FileIntegrityError extends Error {
  constructor(
    readonly storageKey: string,
    reason: string,
  ) {
    super(`Stored file ${storageKey} failed its integrity check: ${reason}`);
    this.name = "FileIntegrityError";
  }
}

export type FileHeader = { bytes: Buffer; dataKeyId: string; segmentSize: number; noncePrefix: Buffer };

export function isEncryptedHeader(firstBytes: Buffer): boolean {
  return firstBytes.length >= MAGIC.length && firstBytes.subarray(0, MAGIC.length).equals(MAGIC);
}

function uuidToBytes(uuid: string): Buffer {
  return Buffer.from(uuid.replace(/-/g, ""), "hex");
}

function bytesToUuid(bytes: Buffer): string {
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function newHeader(dataKeyId: string): FileHeader {
  const bytes = Buffer.alloc(HEADER_LENGTH);
  MAGIC.copy(bytes, 0);
  bytes[4] = FORMAT_VERSION;
  bytes[5] = SEGMENT_LOG2;
  uuidToBytes(dataKeyId).copy(bytes, 8);
  const noncePrefix = randomBytes(NONCE_PREFIX_LENGTH);
  noncePrefix.copy(bytes, 24);
  return { bytes, dataKeyId, segmentSize: SEGMENT_SIZE, noncePrefix };
}

export function parseHeader(storageKey: string, bytes: Buffer): FileHeader {
  if (bytes.length < HEADER_LENGTH || !isEncryptedHeader(bytes))
    throw new FileIntegrityError(storageKey, "the header is missing or damaged");
  if (bytes[4] !== FORMAT_VERSION) throw new FileIntegrityError(storageKey, `unknown format version ${bytes[4]}`);
  // The segment size is read from the header (and authenticated with every segment), within sane bounds.
  const log2 = bytes[5]!;
  if (log2 < 10 || log2 > 24) throw new FileIntegrityError(storageKey, "the header is damaged");
  const header = bytes.subarray(0, HEADER_LENGTH);
  return {
    bytes: Buffer.from(header),
    dataKeyId: bytesToUuid(header.subarray(8, 24)),
    segmentSize: 2 ** log2,
    noncePrefix: Buffer.from(header.subarray(24, 31)),
  };
}

function segmentNonce(header: FileHeader, index: number, last: boolean): Buffer {
  const nonce = Buffer.alloc(12);
  header.noncePrefix.copy(nonce, 0);
  nonce.writeUInt32BE(index, NONCE_PREFIX_LENGTH);
  nonce[11] = last ? 1 : 0;
  return nonce;
}

function segmentAad(header: FileHeader, index: number, last: boolean): Buffer {
  const tail = Buffer.alloc(5);
  tail.writeUInt32BE(index, 0);
  tail[4] = last ? 1 : 0;
  return Buffer.concat([header.bytes, tail]);
}

function sealSegment(dataKey: Buffer, header: FileHeader, index: number, last: boolean, plaintext: Buffer): Buffer {
  const cipher = createCipheriv("aes-256-gcm", dataKey, segmentNonce(header, index, last));
  cipher.setAAD(segmentAad(header, index, last));
  return Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
}

function openSegment(
  storageKey: string,
  dataKey: Buffer,
  header: FileHeader,
  index: number,
  last: boolean,
  sealed: Buffer,
): Buffer {
  if (sealed.length < TAG_LENGTH) throw new FileIntegrityError(storageKey, "the file is cut short");
  const decipher = createDecipheriv("aes-256-gcm", dataKey, segmentNonce(header, index, last));
  decipher.setAAD(segmentAad(header, index, last));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_LENGTH));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_LENGTH)), decipher.final()]);
  } catch {
    throw new FileIntegrityError(storageKey, `segment ${index} does not match its tag`);
  }
}

/** The stored size of a plaintext of `length` bytes. */
export function encryptedLength(length: number, segmentSize = SEGMENT_SIZE): number {
  return HEADER_LENGTH + length + TAG_LENGTH * Math.max(1, Math.ceil(length / segmentSize));
}

/** Encrypts a stream of plaintext chunks, a segment at a time: at most one segment is held in memory. */
export async function* encryptChunks(
  source: Iterable<Buffer> | AsyncIterable<Buffer | Uint8Array | string>,
  dataKey: Buffer,
  header: FileHeader,
): AsyncGenerator<Buffer> {
  yield header.bytes;
  let pending = Buffer.alloc(0);
  let index = 0;
  for await (const chunk of source) {
    pending =
      pending.length === 0
        ? Buffer.from(chunk as Uint8Array)
        : Buffer.concat([pending, Buffer.from(chunk as Uint8Array)]);
    // A full segment is sealed as "not last" only once more bytes follow it, so the last one is always flagged.
    while (pending.length > header.segmentSize) {
      yield sealSegment(dataKey, header, index, false, pending.subarray(0, header.segmentSize));
      index += 1;
      pending = pending.subarray(header.segmentSize);
    }
  }
  yield sealSegment(dataKey, header, index, true, pending);
}

/**
 * Decrypts a stored file read as a stream. The header is read first and `dataKeyFor` finds its data key; each
 * segment is released only after its tag checked out, so no altered byte is ever passed on. A file cut at a
 * segment boundary, reordered or extended fails (the index and the last flag are authenticated).
 */
export async function* decryptChunks(
  storageKey: string,
  source: AsyncIterable<Buffer | Uint8Array | string>,
  dataKeyFor: (header: FileHeader) => Promise<Buffer>,
): AsyncGenerator<Buffer> {
  let pending = Buffer.alloc(0);
  let header: FileHeader | undefined;
  let dataKey: Buffer | undefined;
  let index = 0;
  for await (const chunk of source) {
    pending =
      pending.length === 0
        ? Buffer.from(chunk as Uint8Array)
        : Buffer.concat([pending, Buffer.from(chunk as Uint8Array)]);
    if (!header) {
      if (pending.length < HEADER_LENGTH) continue;
      header = parseHeader(storageKey, pending);
      dataKey = await dataKeyFor(header);
      pending = pending.subarray(HEADER_LENGTH);
    }
    const sealedSize = header.segmentSize + TAG_LENGTH;
    while (pending.length > sealedSize) {
      yield openSegment(storageKey, dataKey!, header, index, false, pending.subarray(0, sealedSize));
      if (index === 0xffffffff) throw new FileIntegrityError(storageKey, "too many segments");
      index += 1;
      pending = pending.subarray(sealedSize);
    }
  }
  if (!header) throw new FileIntegrityError(storageKey, "the header is missing or damaged");
  yield openSegment(storageKey, dataKey!, header, index, true, pending);
}

// The data keys, wrapped by the master key (AES-256-GCM, the storage key and data key id as AAD: a wrapped key
// moved to another file's row does not open).

export function newDataKey(): Buffer {
  return randomBytes(KEY_LENGTH);
}

const wrapAad = (storageKey: string, dataKeyId: string) => Buffer.from(`${storageKey}\n${dataKeyId}`, "utf8");

/** nonce (12) | wrapped key (32) | tag (16), base64. */
export function wrapDataKey(masterKey: Buffer, dataKey: Buffer, storageKey: string, dataKeyId: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", masterKey, nonce);
  cipher.setAAD(wrapAad(storageKey, dataKeyId));
  return Buffer.concat([nonce, cipher.update(dataKey), cipher.final(), cipher.getAuthTag()]).toString("base64");
}

export function unwrapDataKey(masterKey: Buffer, wrapped: string, storageKey: string, dataKeyId: string): Buffer {
  const bytes = Buffer.from(wrapped, "base64");
  if (bytes.length !== 12 + KEY_LENGTH + TAG_LENGTH)
    throw new FileIntegrityError(storageKey, "its wrapped data key is damaged");
  const decipher = createDecipheriv("aes-256-gcm", masterKey, bytes.subarray(0, 12));
  decipher.setAAD(wrapAad(storageKey, dataKeyId));
  decipher.setAuthTag(bytes.subarray(12 + KEY_LENGTH));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(12, 12 + KEY_LENGTH)), decipher.final()]);
  } catch {
    throw new FileIntegrityError(storageKey, "its data key does not open with the master key");
  }
}

/** A short public name of a master key (never the key): recorded beside every data key it wraps. */
export function masterKeyId(masterKey: Buffer): string {
  return createHmac("sha256", masterKey).update("bosphorus-translate file master key id").digest("hex").slice(0, 16);
}

/** A master key from FILE_ENCRYPTION_KEY or the key file: 32 bytes as base64 (44 characters) or hex (64). */
export function parseMasterKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, "hex");
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const bytes = Buffer.from(value.replace(/-/g, "+").replace(/_/g, "/"), "base64");
    if (bytes.length === KEY_LENGTH) return bytes;
  }
  return null;
}

export function generateMasterKey(): string {
  return randomBytes(KEY_LENGTH).toString("base64");
}
