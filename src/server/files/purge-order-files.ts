import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { FILE_HISTORY_NOTES, FILE_MESSAGES, type FilePurgeReason } from "../../shared/file-retention";
import { formatUsLongDate } from "../../shared/format";
import type { Database, Executor } from "../db/client";
import { orderFileRetention } from "../db/schema/files";
import { orderStatusHistory, orders } from "../db/schema/orders";
import { AppError, english } from "../http/app-error";
import type { FileStorage } from "../storage/file-storage";
import { listCustomerFiles } from "./customer-files";
import { eraseWorkbenchOf, orderDocumentIds, workbenchPageKeysOf } from "./erase-workbench";

/**
 * Deleting an order's files safely across crashes (docs/decisions/029-customer-files.md):
 *   1. intent, in one transaction: the list of files is written on order_file_retention with purge_started_at,
 *      and the order's history gets its note. From here every download of the order answers 410.
 *   2. every listed object is deleted from storage (a missing one is fine),
 *   3. purge_completed_at is set.
 * A crash anywhere leaves a row with purge_started_at and no purge_completed_at: the next files.retention run (daily,
 * and at start) repeats 2 and 3 for it. Repeating 2 is harmless.
 */

/** Step 1, in the caller's transaction (the order row locked). Returns false when a purge had already started. */
export async function markPurgeIntent(
  tx: Executor,
  options: { orderId: number; reason: FilePurgeReason; requestedBy: number | null; now?: Date },
): Promise<boolean> {
  const now = options.now ?? new Date();
  const files = await listCustomerFiles(tx, options.orderId);
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, options.orderId))
    .limit(1);
  if (!order) return false;
  const started = await tx
    .insert(orderFileRetention)
    .values({
      orderId: options.orderId,
      purgeReason: options.reason,
      purgeRequestedBy: options.requestedBy,
      purgeStartedAt: now,
      purgedFiles: files,
    })
    .onConflictDoUpdate({
      target: orderFileRetention.orderId,
      set: {
        purgeReason: options.reason,
        purgeRequestedBy: options.requestedBy,
        purgeStartedAt: now,
        purgedFiles: files,
      },
      where: isNull(orderFileRetention.purgeStartedAt),
    })
    .returning({ orderId: orderFileRetention.orderId });
  if (started.length === 0) return false;
  // The order's history (the admin's and the customer's timelines) says when, and why; the timeline lists what.
  await tx.insert(orderStatusHistory).values({
    orderId: options.orderId,
    fromStatus: order.status,
    toStatus: order.status,
    changedBy: options.requestedBy,
    note: FILE_HISTORY_NOTES[options.reason],
    createdAt: now,
  });
  return true;
}

/** Steps 2 and 3 for one order whose intent is recorded. Safe to run again, and concurrently: deletes are idempotent. */
export async function finishPurge(options: {
  db: Database;
  storage: FileStorage;
  orderId: number;
  now?: () => Date;
}): Promise<void> {
  const { db, storage, orderId } = options;
  const [row] = await db
    .select()
    .from(orderFileRetention)
    .where(and(eq(orderFileRetention.orderId, orderId), isNotNull(orderFileRetention.purgeStartedAt)))
    .limit(1);
  if (!row || row.purgeCompletedAt) return;
  // The workbench's page images first, then its rows (segments hold the documents' text): a crash in between
  // leaves the rows, and the next run finds the images' keys again.
  for (const key of await workbenchPageKeysOf(db, orderDocumentIds(db, orderId))) await storage.delete(key);
  await db.transaction(async (tx) => void (await eraseWorkbenchOf(tx, orderDocumentIds(tx, orderId))));
  for (const file of row.purgedFiles ?? []) await storage.delete(file.key);
  await db
    .update(orderFileRetention)
    .set({ purgeCompletedAt: (options.now ?? (() => new Date()))() })
    .where(and(eq(orderFileRetention.orderId, orderId), isNull(orderFileRetention.purgeCompletedAt)));
}

/** Every purge a crash left half done (the partial index keeps this cheap). */
export async function finishUnfinishedPurges(options: {
  db: Database;
  storage: FileStorage;
  now?: () => Date;
}): Promise<number[]> {
  const rows = await options.db
    .select({ orderId: orderFileRetention.orderId })
    .from(orderFileRetention)
    .where(sql`${orderFileRetention.purgeStartedAt} is not null and ${orderFileRetention.purgeCompletedAt} is null`);
  for (const { orderId } of rows) await finishPurge({ ...options, orderId });
  return rows.map((row) => row.orderId);
}

/** When the order's files were deleted (the purge's start), or null while they are kept. */
export async function filesDeletedAt(db: Executor, orderId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderFileRetention.purgeStartedAt })
    .from(orderFileRetention)
    .where(and(eq(orderFileRetention.orderId, orderId), isNotNull(orderFileRetention.purgeStartedAt)))
    .limit(1);
  return row?.at ?? null;
}

/**
 * Every file download of an order calls this once it knows the viewer may have the file: after the purge's
 * intent, 410 with the date ("deleted on <date>" on the screens).
 */
export async function assertFilesKept(db: Executor, orderId: number): Promise<void> {
  const deletedAt = await filesDeletedAt(db, orderId);
  if (deletedAt) throw filesDeleted(deletedAt);
}

export function filesDeleted(deletedAt: Date): AppError {
  return new AppError(410, english(`${FILE_MESSAGES.deleted} on ${formatUsLongDate(deletedAt)}.`, "FILE_DELETED"), {
    deletedAt: deletedAt.toISOString(),
  });
}
