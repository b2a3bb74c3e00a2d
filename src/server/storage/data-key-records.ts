import { z } from "zod";
import { FileIntegrityError } from "./file-encryption";
import { StorageNotFoundError, readAll, type FileStorage } from "./file-storage";

/**
 * The wrapped data key of each stored file lives beside it in storage, in a small record under
 * "keys/<storage key>" (docs/decisions/029-customer-files.md). In storage and not in the database, so a file
 * written inside a database transaction needs no second connection, and the backend alone answers every read.
 * Rotating the master key rewrites these records (60 bytes of key each), never the files. Deleting a file deletes
 * its record: a copy of the file kept elsewhere (a backup) can no longer be opened.
 *
 * A record holds one data key, or two while a put replaces an existing file (the old file still names the old one
 * until the new file is in place).
 */
export const KEY_RECORD_PREFIX = "keys";

export const dataKeyRecordSchema = z.object({
  /** The data key's id, also written in the file's header. */
  id: z.uuid(),
  /** masterKeyId() of the master key that wraps it. */
  master: z.string().regex(/^[0-9a-f]{16}$/),
  /** base64 of nonce | AES-256-GCM(master key, data key) | tag. */
  wrapped: z.string().max(200),
});
export type DataKeyRecord = z.infer<typeof dataKeyRecordSchema>;

const fileSchema = z.object({ version: z.literal(1), keys: z.array(dataKeyRecordSchema).min(1).max(4) });

export function keyRecordKey(storageKey: string): string {
  return `${KEY_RECORD_PREFIX}/${storageKey}`;
}

/** The storage key a record belongs to. */
export function storageKeyOfRecord(recordKey: string): string {
  return recordKey.slice(KEY_RECORD_PREFIX.length + 1);
}

/** The records of one file; [] when it has none (a plaintext file from before encryption, or none at all). */
export async function readKeyRecords(backend: FileStorage, storageKey: string): Promise<DataKeyRecord[]> {
  let bytes: Buffer;
  try {
    bytes = await readAll(await backend.getStream(keyRecordKey(storageKey)));
  } catch (error) {
    if (error instanceof StorageNotFoundError) return [];
    throw error;
  }
  let parsed;
  try {
    parsed = fileSchema.safeParse(JSON.parse(bytes.toString("utf8")));
  } catch {
    parsed = undefined;
  }
  if (!parsed?.success) throw new FileIntegrityError(storageKey, "its key record is damaged");
  return parsed.data.keys;
}

export async function writeKeyRecords(backend: FileStorage, storageKey: string, keys: DataKeyRecord[]): Promise<void> {
  await backend.put(keyRecordKey(storageKey), Buffer.from(JSON.stringify({ version: 1, keys })), "application/json");
}

export async function deleteKeyRecords(backend: FileStorage, storageKey: string): Promise<void> {
  await backend.delete(keyRecordKey(storageKey));
}
