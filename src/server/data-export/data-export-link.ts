import type { Readable } from "node:stream";
import { and, eq, isNotNull } from "drizzle-orm";
import { type DataExportLink } from "../../shared/schemas/account-data";
import type { Database, Executor } from "../db/client";
import { dataExports } from "../db/schema/account-data";
import { users } from "../db/schema/users";
import { AppError } from "../http/app-error";
import { hashSecret } from "../security/one-time-codes";
import { StorageNotFoundError, type FileStorage } from "../storage/file-storage";
import type { DataExportRow } from "./serialize-data-export";

/** Unknown, someone else's, used, expired: one answer, which tells nothing about which. */
const invalidLink = () => new AppError(404, "DATA_EXPORT_INVALID_LINK");

/** The ready export this token opens for this customer (the link works for its owner only), optionally row-locked. */
async function findUsableExport(
  db: Executor,
  options: { userId: number; token: string; now: Date; lock?: boolean },
): Promise<DataExportRow> {
  const query = db
    .select()
    .from(dataExports)
    .where(
      and(
        eq(dataExports.tokenHash, hashSecret(options.token)),
        eq(dataExports.userId, options.userId),
        isNotNull(dataExports.storageKey),
      ),
    )
    .limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row || row.status !== "ready" || !row.expiresAt || row.expiresAt <= options.now || !row.sizeBytes)
    throw invalidLink();
  return row;
}

/** "bosphorus-translate-data-ayse-2026-11-27.zip" */
async function downloadName(db: Executor, row: DataExportRow): Promise<string> {
  const [owner] = await db.select({ username: users.username }).from(users).where(eq(users.id, row.userId)).limit(1);
  return `bosphorus-translate-data-${owner?.username ?? row.userId}-${(row.readyAt ?? row.createdAt).toISOString().slice(0, 10)}.zip`;
}

/** POST /api/user/data-export/link: what the e-mailed link would download; asking spends nothing. */
export async function checkDataExportLink(options: {
  db: Database;
  userId: number;
  token: string;
  now?: Date;
}): Promise<DataExportLink> {
  const row = await findUsableExport(options.db, { ...options, now: options.now ?? new Date() });
  return {
    fileName: await downloadName(options.db, row),
    sizeBytes: row.sizeBytes!,
    expiresAt: row.expiresAt!.toISOString(),
  };
}

/**
 * POST /api/user/data-export/download: spends the link (status downloaded, under the row lock, so two clicks cannot both
 * have it) and opens the stored ZIP as a stream. `finish` deletes the file once the answer has been sent.
 */
export async function openDataExportDownload(options: {
  db: Database;
  storage: FileStorage;
  userId: number;
  token: string;
}) {
  const { db, storage } = options;
  const row = await db.transaction(async (tx) => {
    const usable = await findUsableExport(tx, { ...options, now: new Date(), lock: true });
    await tx
      .update(dataExports)
      .set({ status: "downloaded", downloadedAt: new Date() })
      .where(eq(dataExports.id, usable.id));
    return usable;
  });
  const key = row.storageKey!;
  const finish = () => deleteExportFile({ db, storage, exportId: row.id, storageKey: key });
  let stream: Readable;
  try {
    stream = await storage.getStream(key);
  } catch (error) {
    if (error instanceof StorageNotFoundError) {
      await finish();
      throw invalidLink();
    }
    throw error;
  }
  return { stream, fileName: await downloadName(db, row), sizeBytes: row.sizeBytes!, finish };
}

/** Deletes an export's ZIP and forgets its key (a missing file is fine: repeating is safe). */
export async function deleteExportFile(options: {
  db: Executor;
  storage: FileStorage;
  exportId: number;
  storageKey: string;
}): Promise<void> {
  await options.storage.delete(options.storageKey);
  await options.db
    .update(dataExports)
    .set({ storageKey: null })
    .where(and(eq(dataExports.id, options.exportId), eq(dataExports.storageKey, options.storageKey)));
}
