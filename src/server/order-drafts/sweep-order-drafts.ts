import { lt } from "drizzle-orm";
import { anyOf } from "../db/any-of";
import type { Database } from "../db/client";
import { orderDraftFiles, orderDrafts } from "../db/schema/order-drafts";
import type { FileStorage } from "../storage/file-storage";

const SWEEP_BATCH = 500;

/**
 * Deletes drafts past their 24 hours, and their stored files (docs/ordering.md, "Files first"), a batch at a time:
 * the bytes first, then the rows, so a crash in between leaves rows whose next sweep deletes them again (deleting
 * a missing file is not an error).
 */
export async function sweepExpiredDrafts(
  { db, storage }: { db: Database; storage: FileStorage },
  now = new Date(),
): Promise<{ drafts: number; files: number }> {
  let drafts = 0;
  let filesDeleted = 0;
  for (;;) {
    const expired = await db
      .select({ id: orderDrafts.id })
      .from(orderDrafts)
      .where(lt(orderDrafts.expiresAt, now))
      .limit(SWEEP_BATCH);
    if (expired.length === 0) return { drafts, files: filesDeleted };
    const ids = expired.map((row) => row.id);
    const files = await db
      .select({ key: orderDraftFiles.storageKey })
      .from(orderDraftFiles)
      .where(anyOf(orderDraftFiles.draftId, ids));
    for (const file of files) await storage.delete(file.key);
    await db.delete(orderDrafts).where(anyOf(orderDrafts.id, ids));
    drafts += ids.length;
    filesDeleted += files.length;
    if (expired.length < SWEEP_BATCH) return { drafts, files: filesDeleted };
  }
}
