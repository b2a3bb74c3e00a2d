import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { orderFileRetention } from "../db/schema/files";
import { peekStart } from "./encrypted-storage";
import { allFilesEncryptedAt, markAllFilesEncrypted, type PlaintextGate } from "./encryption-state";
import { HEADER_LENGTH, isEncryptedHeader } from "./file-encryption";
import type { FileStorage } from "./file-storage";
import { STORAGE_KEY_PREFIXES } from "./storage-key";
import { referencedAmong } from "./sweep-storage";

/** Listed keys looked up per query (one array parameter per key column). */
const ENCRYPT_CHUNK = 5000;

type Logger = { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };

export type EncryptExistingResult = { encrypted: string[]; failed: string[]; alreadyDone: boolean };

/**
 * The files.encrypt-existing job (at every start, and daily): encrypts the files stored before encryption, in place,
 * a file at a time (docs/decisions/029-customer-files.md). Idempotent and resumable: a file whose header says it is
 * encrypted is skipped, so a rerun after a crash redoes at most the file it was on. Files no row refers to are left to
 * the storage.sweep job (each rewrite is atomic: a
 * temporary file and a rename on disk, one PutObject or a completed multipart upload on S3). The first run that
 * leaves no plaintext file records it; from then on a file without encryption is refused as replaced.
 */
export async function encryptExistingFiles(options: {
  db: Database;
  backend: FileStorage;
  storage: FileStorage;
  log?: Logger;
  plaintextGate?: PlaintextGate;
  now?: () => Date;
}): Promise<EncryptExistingResult> {
  const { db, backend, storage } = options;
  const result: EncryptExistingResult = { encrypted: [], failed: [], alreadyDone: false };
  if (await allFilesEncryptedAt(db)) {
    options.plaintextGate?.close();
    return { ...result, alreadyDone: true };
  }
  // Only files a row refers to: anything else is debris the storage.sweep job deletes (rewriting it would make it
  // look young and keep it an hour longer). Asked after listing, so a row inserted meanwhile still counts; asked a
  // chunk of listed keys at a time: reading every key of a million-document database held 220 MB at once.
  const listed = (await Promise.all(STORAGE_KEY_PREFIXES.map((prefix) => backend.list(prefix))))
    .flat()
    .map((file) => file.key);
  for (let start = 0; start < listed.length; start += ENCRYPT_CHUNK) {
    const chunk = listed.slice(start, start + ENCRYPT_CHUNK);
    const referenced = await referencedAmong(db, chunk);
    for (const key of chunk) {
      if (!referenced.has(key)) continue;
      const raw = await backend.getStream(key).catch(() => null);
      if (!raw) continue; // deleted meanwhile
      const { head, stream } = await peekStart(raw, HEADER_LENGTH);
      if (isEncryptedHeader(head)) {
        stream.destroy();
        continue;
      }
      try {
        await storage.put(key, stream, "application/octet-stream");
      } catch (error) {
        options.log?.warn({ err: error, key }, "could not encrypt a stored file; the next run tries again");
        result.failed.push(key);
        continue;
      }
      // A purge that started while this file was being rewritten must not see it come back (its delete may have
      // run before our write): its intent is recorded before any delete, so checking after the write is enough.
      if (await purgeListsKey(db, key)) await storage.delete(key);
      result.encrypted.push(key);
    }
  }
  if (result.failed.length === 0) {
    await markAllFilesEncrypted(db, (options.now ?? (() => new Date()))());
    options.plaintextGate?.close();
  }
  if (result.encrypted.length > 0)
    options.log?.info({ encrypted: result.encrypted.length, failed: result.failed.length }, "stored files encrypted");
  return result;
}

async function purgeListsKey(db: Database, key: string): Promise<boolean> {
  const [row] = await db
    .select({ orderId: orderFileRetention.orderId })
    .from(orderFileRetention)
    .where(
      sql`${orderFileRetention.purgeStartedAt} is not null and ${orderFileRetention.purgedFiles} @> ${JSON.stringify([{ key }])}::jsonb`,
    )
    .limit(1);
  return row !== undefined;
}
