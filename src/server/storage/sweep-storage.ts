import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { ORPHAN_GRACE_MS, orphanedKeys, TEMPORARY_FILE_GRACE_MS } from "../../shared/storage-sweep";
import type { Database } from "../db/client";
import { dataExports } from "../db/schema/account-data";
import { certificates, translatorSignatures } from "../db/schema/certificates";
import { documents, translations } from "../db/schema/documents";
import { orderFulfilmentEvents } from "../db/schema/fulfilment";
import { orderMessageAttachments } from "../db/schema/messages";
import { orderDraftFiles } from "../db/schema/order-drafts";
import { translatorJobs, translators } from "../db/schema/translators";
import type { FileStorage } from "./file-storage";
import { STORAGE_KEY_PREFIXES, type StorageKeyPrefix, monthFolder } from "./storage-key";

/**
 * Every column that holds a storage key. A new file column must be added here, or the sweep would take its files
 * for debris once they are an hour old.
 */
const KEY_COLUMNS: AnyPgColumn[] = [
  documents.s3Key,
  orderDraftFiles.storageKey,
  translations.translatedFileKey,
  certificates.storageKey,
  translatorSignatures.storageKey,
  orderFulfilmentEvents.fileKey,
  translators.resumeUrl,
  translators.sampleTranslationsUrl,
  translators.govIdUrl,
  translators.associationMembershipUrl,
  translators.freelancerProfileUrl,
  translatorJobs.translatedFileUrl,
  orderMessageAttachments.storageKey,
  dataExports.storageKey,
];

/**
 * Of `keys`, those a row refers to: one query per key column with the keys as one array parameter (5,000 at a time),
 * so the sweep and files.encrypt-existing read the keys they ask about instead of every key of a million-document
 * database.
 */
export async function referencedAmong(db: Database, keys: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < keys.length; start += REFERENCE_CHUNK) {
    const chunk = keys.slice(start, start + REFERENCE_CHUNK);
    for (const column of KEY_COLUMNS) {
      const rows = await db
        .selectDistinct({ key: column })
        .from(column.table)
        .where(sql`${column} = any(${sql.param(chunk)}::text[])`);
      for (const row of rows) if (typeof row.key === "string") found.add(row.key);
    }
  }
  return found;
}
const REFERENCE_CHUNK = 5000;

/**
 * The folders new files went to this month and last ("<prefix>/<year>/<month>", newStorageKey). Debris is a file
 * stored moments before a crash, so the hourly sweep looks only there: listing every stored file and reading every
 * key of the database each hour took 6 s and 118 MB at a million documents.
 */
export function recentKeyFolders(now: Date): `${StorageKeyPrefix}/${string}`[] {
  const months = [now, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))];
  return STORAGE_KEY_PREFIXES.flatMap((prefix) => months.map((month) => monthFolder(prefix, month)));
}

export type SweepResult = { temporaryFiles: number; orphanedFiles: string[] };

/**
 * Removes the debris a killed process leaves (docs/security.md, "Attack-run fixes"): half-written "*.tmp" files, and stored files no
 * row references (stored, then the process died before the insert), among the files stored this month and last.
 * Idempotent: a second run finds nothing. The references are read AFTER listing, so a row inserted meanwhile still
 * protects its file.
 */
export async function sweepStorage(options: {
  db: Database;
  storage: FileStorage;
  now?: Date;
  orphanGraceMs?: number;
  temporaryGraceMs?: number;
}): Promise<SweepResult> {
  const { db, storage } = options;
  const now = options.now ?? new Date();
  const graceMs = options.orphanGraceMs ?? ORPHAN_GRACE_MS;
  const temporaryFiles = await storage.removeTemporaryFiles(
    new Date(now.getTime() - (options.temporaryGraceMs ?? TEMPORARY_FILE_GRACE_MS)),
  );
  const stored = (await Promise.all(recentKeyFolders(now).map((folder) => storage.list(folder)))).flat();
  const oldEnough = stored.filter((file) => file.lastModified.getTime() < now.getTime() - graceMs);
  const referenced = await referencedAmong(
    db,
    oldEnough.map((file) => file.key),
  );
  const orphanedFiles = orphanedKeys(oldEnough, referenced, now, graceMs);
  for (const key of orphanedFiles) await storage.delete(key);
  return { temporaryFiles, orphanedFiles };
}
