import { isNotNull } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { ORPHAN_GRACE_MS, orphanedKeys, TEMPORARY_FILE_GRACE_MS } from "../../shared/storage-sweep";
import type { Database } from "../db/client";
import { dataExports } from "../db/schema/account-data";
import { certificates, translatorSignatures } from "../db/schema/certificates";
import { documents, translations } from "../db/schema/documents";
import { orderFulfilmentEvents } from "../db/schema/fulfilment";
import { orderMessageAttachments } from "../db/schema/messages";
import { translatorJobs, translators } from "../db/schema/translators";
import type { FileStorage } from "./file-storage";
import { STORAGE_KEY_PREFIXES } from "./storage-key";

/**
 * Every column that holds a storage key. A new file column must be added here, or the sweep would take its files
 * for debris once they are an hour old.
 */
const KEY_COLUMNS: AnyPgColumn[] = [
  documents.s3Key,
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

export async function referencedStorageKeys(db: Database): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const column of KEY_COLUMNS) {
    const rows = await db.selectDistinct({ key: column }).from(column.table).where(isNotNull(column));
    for (const row of rows) if (typeof row.key === "string" && row.key !== "") keys.add(row.key);
  }
  return keys;
}

export type SweepResult = { temporaryFiles: number; orphanedFiles: string[] };

/**
 * Removes the debris a killed process leaves (docs/security.md, "Attack-run fixes"): half-written "*.tmp" files, and stored files no
 * row references (stored, then the process died before the insert). Idempotent: a second run finds nothing.
 * The referenced keys are read AFTER listing, so a row inserted meanwhile still protects its file.
 */
export async function sweepStorage(options: { db: Database; storage: FileStorage; now?: Date; orphanGraceMs?: number; temporaryGraceMs?: number }): Promise<SweepResult> {
  const { db, storage } = options;
  const now = options.now ?? new Date();
  const temporaryFiles = await storage.removeTemporaryFiles(new Date(now.getTime() - (options.temporaryGraceMs ?? TEMPORARY_FILE_GRACE_MS)));
  const stored = (await Promise.all(STORAGE_KEY_PREFIXES.map((prefix) => storage.list(prefix)))).flat();
  const referenced = await referencedStorageKeys(db);
  const orphanedFiles = orphanedKeys(stored, referenced, now, options.orphanGraceMs ?? ORPHAN_GRACE_MS);
  for (const key of orphanedFiles) await storage.delete(key);
  return { temporaryFiles, orphanedFiles };
}
