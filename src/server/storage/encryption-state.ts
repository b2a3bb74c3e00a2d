import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { serverSecrets } from "../db/schema/security";

// Two facts about stored-file encryption kept in server_secrets (names, not secrets): the id of the master key
// the files are under, and whether every file stored before encryption has been encrypted.

const MASTER_KEY_ID = "file_master_key_id";
const ALL_ENCRYPTED_AT = "files_all_encrypted_at";

async function read(db: Executor, name: string): Promise<string | null> {
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name))
    .limit(1);
  return row?.value ?? null;
}

async function write(db: Executor, name: string, value: string): Promise<void> {
  await db
    .insert(serverSecrets)
    .values({ name, value })
    .onConflictDoUpdate({ target: serverSecrets.name, set: { value } });
}

/** The master key id recorded at the last start (null before the first). */
export const recordedMasterKeyId = (db: Executor) => read(db, MASTER_KEY_ID);
export const recordMasterKeyId = (db: Executor, id: string) => write(db, MASTER_KEY_ID, id);

/** When files.encrypt-existing first found nothing left to encrypt; null before. */
export async function allFilesEncryptedAt(db: Executor): Promise<Date | null> {
  const value = await read(db, ALL_ENCRYPTED_AT);
  return value ? new Date(value) : null;
}

export async function markAllFilesEncrypted(db: Executor, at: Date): Promise<void> {
  await db.insert(serverSecrets).values({ name: ALL_ENCRYPTED_AT, value: at.toISOString() }).onConflictDoNothing();
}

/** Whether this process still reads files stored without encryption: until the migration is known to be done. */
export type PlaintextGate = { allowed: () => boolean; close: () => void };

export function plaintextGate(initiallyAllowed: boolean): PlaintextGate {
  let allowed = initiallyAllowed;
  return { allowed: () => allowed, close: () => void (allowed = false) };
}
