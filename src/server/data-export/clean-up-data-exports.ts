import { and, eq, inArray, isNotNull, lte } from "drizzle-orm";
import type { Database } from "../db/client";
import { dataExports } from "../db/schema/account-data";
import type { FileStorage } from "../storage/file-storage";
import { deleteExportFile } from "./data-export-link";

/**
 * The account-data.sweep job's part for exports: links past their 48 hours are recorded expired, and the ZIP of
 * every export that is over (downloaded, expired, failed) is deleted, including one whose deletion right after
 * its download failed. Idempotent.
 */
export async function cleanUpDataExports(options: {
  db: Database;
  storage: FileStorage;
  now?: Date;
}): Promise<{ expired: number; filesDeleted: number }> {
  const { db, storage } = options;
  const now = options.now ?? new Date();
  const expired = await db
    .update(dataExports)
    .set({ status: "expired" })
    .where(and(eq(dataExports.status, "ready"), lte(dataExports.expiresAt, now)))
    .returning({ id: dataExports.id });
  const over = await db
    .select({ id: dataExports.id, storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(and(isNotNull(dataExports.storageKey), inArray(dataExports.status, ["downloaded", "expired", "failed"])))
    .limit(500);
  for (const row of over) await deleteExportFile({ db, storage, exportId: row.id, storageKey: row.storageKey! });
  return { expired: expired.length, filesDeleted: over.length };
}
