import { createCipheriv, createDecipheriv, createHmac, randomBytes, scryptSync } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Transform, type TransformCallback } from "node:stream";
import { parseMasterKey } from "../storage/file-encryption";

// A backup archive is sealed with AES-256-GCM in chunks (docs/operations.md, "Backups"): anyone holding the archive
// alone reads nothing, and a changed, reordered or cut-short archive is refused. The key is BACKUP_KEY (or the file
// BACKUP_KEY_FILE, kept apart from DATA_DIR) or one derived from BACKUP_PASSPHRASE with scrypt.
//
// Layout: header | chunk* — header = MAGIC(8) version(1) kind(1) salt(16) log2N(1) noncePrefix(8) keyCheck(16);
// chunk = length(4, big-endian) ciphertext tag(16). Chunk i's nonce is noncePrefix || i (4 bytes); its additional
// data is the header, i and whether it is the last chunk, so chunks cannot be moved, dropped or cut after.

const MAGIC = Buffer.from("BTBACKUP", "ascii");
const VERSION = 1;
const HEADER_LENGTH = MAGIC.length + 1 + 1 + 16 + 1 + 8 + 16;
const CHUNK_BYTES = 64 * 1024;
const TAG_BYTES = 16;
/** scrypt cost for passphrases: 2^15 × 8 × 128 bytes = 32 MiB and a fraction of a second per backup or restore. */
const SCRYPT_LOG2_N = 15;
const MIN_PASSPHRASE_LENGTH = 12;

export type BackupKeyKind = "key" | "passphrase";
const KIND_CODES: Record<BackupKeyKind, number> = { key: 1, passphrase: 2 };

/** How an archive is sealed: the AES key and the header that says how to get it back. */
export type BackupSealing = { key: Buffer; header: Buffer };

export type BackupHeader = { kind: BackupKeyKind; salt: Buffer; log2N: number; keyCheck: Buffer; bytes: Buffer };

/** The sources of a backup key, as read from the environment (config.ts): the first one set is used. */
export type BackupKeySources = { key?: string; keyFile?: string; passphrase?: string };

export class BackupKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupKeyError";
  }
}

const keyCheckOf = (key: Buffer) =>
  createHmac("sha256", key).update("bosphorus-translate backup key check").digest().subarray(0, 16);

function deriveFromPassphrase(passphrase: string, salt: Buffer, log2N: number): Buffer {
  const N = 2 ** log2N;
  return scryptSync(passphrase.normalize("NFC"), salt, 32, { N, r: 8, p: 1, maxmem: 256 * N * 8 });
}

function headerBytes(kind: BackupKeyKind, salt: Buffer, log2N: number, keyCheck: Buffer): Buffer {
  return Buffer.concat([
    MAGIC,
    Buffer.from([VERSION, KIND_CODES[kind]]),
    salt,
    Buffer.from([log2N]),
    randomBytes(8),
    keyCheck,
  ]);
}

/** Reads a key file: its one non-comment line, 32 bytes in base64 or hex. */
function readBackupKeyFile(file: string): Buffer {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    throw new BackupKeyError(
      `BACKUP_KEY_FILE ${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    );
  }
  const line = text
    .split(/\r?\n/)
    .map((value) => value.trim())
    .find((value) => value !== "" && !value.startsWith("#"));
  const key = line ? parseMasterKey(line) : null;
  if (!key)
    throw new BackupKeyError(
      `BACKUP_KEY_FILE ${file} must hold 32 random bytes in base64 (44 characters) or hex (64 characters)`,
    );
  return key;
}

const isInside = (child: string, parent: string) => {
  const relative = path.relative(path.resolve(parent), path.resolve(child));
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
};

/**
 * The sealing of a new archive from the environment, or a BackupKeyError saying what to set. A key file inside
 * DATA_DIR is refused: it would travel inside the very archives it locks.
 */
export function sealingFromSources(sources: BackupKeySources, dataDir: string): BackupSealing {
  if (sources.key || sources.keyFile) {
    if (sources.keyFile && isInside(sources.keyFile, dataDir)) {
      throw new BackupKeyError(
        `BACKUP_KEY_FILE ${sources.keyFile} is inside DATA_DIR: keep the backup key apart from the data it locks`,
      );
    }
    const key = sources.key ? parseMasterKey(sources.key) : readBackupKeyFile(sources.keyFile!);
    if (!key)
      throw new BackupKeyError("BACKUP_KEY must be 32 random bytes in base64 (44 characters) or hex (64 characters)");
    return { key, header: headerBytes("key", Buffer.alloc(16), 0, keyCheckOf(key)) };
  }
  if (sources.passphrase) return sealingFromPassphrase(sources.passphrase);
  throw new BackupKeyError(
    'No backup key: set BACKUP_KEY (32 random bytes, e.g. `openssl rand -base64 32`), BACKUP_KEY_FILE (a file outside DATA_DIR holding one) or BACKUP_PASSPHRASE (docs/operations.md, "Backups").',
  );
}

export function sealingFromPassphrase(passphrase: string): BackupSealing {
  if (passphrase.length < MIN_PASSPHRASE_LENGTH)
    throw new BackupKeyError(`BACKUP_PASSPHRASE must be at least ${MIN_PASSPHRASE_LENGTH} characters`);
  const salt = randomBytes(16);
  const key = deriveFromPassphrase(passphrase, salt, SCRYPT_LOG2_N);
  return { key, header: headerBytes("passphrase", salt, SCRYPT_LOG2_N, keyCheckOf(key)) };
}

/** A sealing as sent over the control socket (the running server writes the archive) and back. */
export const sealingToJson = (sealing: BackupSealing) => ({
  key: sealing.key.toString("base64"),
  header: sealing.header.toString("base64"),
});
export function sealingFromJson(value: unknown): BackupSealing {
  const { key, header } = (value ?? {}) as { key?: unknown; header?: unknown };
  const sealing = {
    key: Buffer.from(String(key ?? ""), "base64"),
    header: Buffer.from(String(header ?? ""), "base64"),
  };
  const parsed = sealing.header.length === HEADER_LENGTH ? parseHeader(sealing.header) : null;
  if (sealing.key.length !== 32 || !parsed || !parsed.keyCheck.equals(keyCheckOf(sealing.key)))
    throw new BackupKeyError("invalid backup sealing");
  return sealing;
}

function parseHeader(bytes: Buffer): BackupHeader | null {
  if (bytes.length < HEADER_LENGTH || !bytes.subarray(0, MAGIC.length).equals(MAGIC) || bytes[MAGIC.length] !== VERSION)
    return null;
  const kindCode = bytes[MAGIC.length + 1];
  const kind = (Object.keys(KIND_CODES) as BackupKeyKind[]).find((name) => KIND_CODES[name] === kindCode);
  if (!kind) return null;
  let at = MAGIC.length + 2;
  const salt = bytes.subarray(at, (at += 16));
  const log2N = bytes[at++]!;
  at += 8;
  const keyCheck = bytes.subarray(at, at + 16);
  return { kind, salt, log2N, keyCheck, bytes: bytes.subarray(0, HEADER_LENGTH) };
}

/** The header of an archive file, or null when it is not a sealed Bosphorus Translate backup. */
export function readBackupHeader(archive: string): BackupHeader | null {
  const handle = fs.openSync(archive, "r");
  try {
    const bytes = Buffer.alloc(HEADER_LENGTH);
    const read = fs.readSync(handle, bytes, 0, HEADER_LENGTH, 0);
    return parseHeader(bytes.subarray(0, read));
  } finally {
    fs.closeSync(handle);
  }
}

/**
 * The key that opens an archive with this header, from the same environment variables as the backup, or from
 * `askPassphrase` (a TTY prompt) for a passphrase archive when BACKUP_PASSPHRASE is unset. A wrong key or passphrase
 * is told apart here, before anything is unpacked.
 */
export async function openingKey(
  header: BackupHeader,
  sources: BackupKeySources,
  askPassphrase?: () => Promise<string | undefined>,
): Promise<Buffer> {
  let key: Buffer;
  if (header.kind === "key") {
    const text = sources.key;
    if (!text && !sources.keyFile)
      throw new BackupKeyError(
        "This archive is locked with a backup key: set BACKUP_KEY or BACKUP_KEY_FILE to the key it was made with.",
      );
    const parsed = text ? parseMasterKey(text) : readBackupKeyFile(sources.keyFile!);
    if (!parsed)
      throw new BackupKeyError("BACKUP_KEY must be 32 random bytes in base64 (44 characters) or hex (64 characters)");
    key = parsed;
  } else {
    const passphrase = sources.passphrase ?? (await askPassphrase?.());
    if (!passphrase)
      throw new BackupKeyError(
        "This archive is locked with a passphrase: set BACKUP_PASSPHRASE or run the restore in a terminal to type it.",
      );
    key = deriveFromPassphrase(passphrase, header.salt, header.log2N);
  }
  if (!keyCheckOf(key).equals(header.keyCheck))
    throw new BackupKeyError(`Wrong backup ${header.kind === "key" ? "key" : "passphrase"} for this archive`);
  return key;
}

const chunkNonce = (header: Buffer, index: number) => {
  const nonce = Buffer.alloc(12);
  header.copy(nonce, 0, MAGIC.length + 2 + 16 + 1, MAGIC.length + 2 + 16 + 1 + 8);
  nonce.writeUInt32BE(index, 8);
  return nonce;
};
const chunkAad = (header: Buffer, index: number, last: boolean) => {
  const tail = Buffer.alloc(5);
  tail.writeUInt32BE(index, 0);
  tail[4] = last ? 1 : 0;
  return Buffer.concat([header, tail]);
};

/** Seals a byte stream: the header, then 64 KiB chunks; the last chunk (maybe empty) is marked last. */
export function sealStream(sealing: BackupSealing): Transform {
  let pending = Buffer.alloc(0);
  let index = 0;
  const header = sealing.header;
  const seal = (plain: Buffer, last: boolean) => {
    const cipher = createCipheriv("aes-256-gcm", sealing.key, chunkNonce(header, index));
    cipher.setAAD(chunkAad(header, index, last));
    const body = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    index += 1;
    const length = Buffer.alloc(4);
    length.writeUInt32BE(plain.length, 0);
    return Buffer.concat([length, body]);
  };
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (!started) {
        this.push(header);
        started = true;
      }
      pending = Buffer.concat([pending, chunk]);
      // A full chunk is sealed only once more follows: the last one must be marked as such.
      while (pending.length > CHUNK_BYTES) {
        this.push(seal(pending.subarray(0, CHUNK_BYTES), false));
        pending = pending.subarray(CHUNK_BYTES);
      }
      callback();
    },
    flush(callback: TransformCallback) {
      if (!started) this.push(header);
      // The last chunk is always shorter than a full one (empty if need be): that is how the reader knows it.
      if (pending.length === CHUNK_BYTES) {
        this.push(seal(pending, false));
        pending = Buffer.alloc(0);
      }
      this.push(seal(pending, true));
      callback();
    },
  });
}

/** Opens a sealed stream (header included) with `key`; fails on any change, and on an archive cut short. */
export function openStream(key: Buffer): Transform {
  let pending = Buffer.alloc(0);
  let header: Buffer | null = null;
  let index = 0;
  let ended = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pending = Buffer.concat([pending, chunk]);
      try {
        if (!header) {
          if (pending.length < HEADER_LENGTH) return callback();
          const parsed = parseHeader(pending.subarray(0, HEADER_LENGTH));
          if (!parsed) throw new BackupKeyError("not a sealed Bosphorus Translate backup");
          header = Buffer.from(parsed.bytes);
          pending = pending.subarray(HEADER_LENGTH);
        }
        while (pending.length >= 4) {
          if (ended) throw new BackupKeyError("the archive has bytes after its last chunk");
          const length = pending.readUInt32BE(0);
          if (length > CHUNK_BYTES) throw new BackupKeyError("the archive is damaged (chunk too long)");
          if (pending.length < 4 + length + TAG_BYTES) break;
          const body = pending.subarray(4, 4 + length);
          const tag = pending.subarray(4 + length, 4 + length + TAG_BYTES);
          // The writer makes the last chunk, and only it, shorter than a full one.
          const last = length < CHUNK_BYTES;
          const decipher = createDecipheriv("aes-256-gcm", key, chunkNonce(header, index));
          decipher.setAAD(chunkAad(header, index, last));
          decipher.setAuthTag(tag);
          let plain: Buffer;
          try {
            plain = Buffer.concat([decipher.update(body), decipher.final()]);
          } catch {
            throw new BackupKeyError("the archive is damaged or was changed (a chunk failed its check)");
          }
          this.push(plain);
          index += 1;
          ended = last;
          pending = pending.subarray(4 + length + TAG_BYTES);
        }
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      if (!ended || pending.length > 0)
        callback(new BackupKeyError("the archive is cut short (its last chunk is missing)"));
      else callback();
    },
  });
}
