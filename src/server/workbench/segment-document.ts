import { and, eq, sql } from "drizzle-orm";
import { fileExtension, isOrderDocumentExtension } from "../../shared/file-types";
import { segmentLines } from "../../shared/segmentation/segment-lines";
import type { Database } from "../db/client";
import { documents } from "../db/schema/documents";
import { documentSegmentations, documentSegments } from "../db/schema/workbench";
import type { LayoutReader } from "../documents/analysis-pool";
import { LayoutUnreadable, UNREADABLE_LAYOUT_MESSAGES } from "../documents/document-layout";
import { filesDeletedAt } from "../files/purge-order-files";
import type { FileStorage } from "../storage/file-storage";
import { workbenchPageKey } from "../storage/storage-key";

/** Readings of one document before it is marked failed (the job's own retries included). */
export const MAX_SEGMENTATION_ATTEMPTS = 3;
/** Rows inserted per statement: 10 columns each stays far below PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 500;

export const SEGMENTATION_FAILURES = {
  attempts: "The document could not be read after several attempts. Use “Prepare segments” to try again.",
  filesDeleted: "The order's files were deleted, so the document can no longer be read.",
  missing: UNREADABLE_LAYOUT_MESSAGES.unreadable,
} as const;

export type SegmentationOutcome = "ready" | "failed" | "skipped";

/**
 * The document.segment job (docs/workbench.md, "The job"): reads a pending document's text with its layout in the
 * analysis pool, stores its scanned pages' images, and writes its segments and "ready" in one transaction.
 * Idempotent: a document that is not pending (ready, failed, never queued) is skipped, and the row lock with the
 * status check under it means two runs never both write segments. A file that cannot be read is marked failed with
 * the reason; anything else (the pool busy, storage down) throws, so the queue tries again, up to
 * MAX_SEGMENTATION_ATTEMPTS readings.
 */
export async function segmentDocument(options: {
  db: Database;
  storage: FileStorage;
  reader: LayoutReader;
  documentId: number;
}): Promise<SegmentationOutcome> {
  const { db, storage, reader, documentId } = options;
  const [claimed] = await db
    .update(documentSegmentations)
    .set({ attempts: sql`${documentSegmentations.attempts} + 1`, updatedAt: new Date() })
    .where(and(eq(documentSegmentations.documentId, documentId), eq(documentSegmentations.status, "pending")))
    .returning({ attempts: documentSegmentations.attempts });
  if (!claimed) return "skipped";
  if (claimed.attempts > MAX_SEGMENTATION_ATTEMPTS) return fail(db, documentId, SEGMENTATION_FAILURES.attempts);

  const [document] = await db.select().from(documents).where(eq(documents.id, documentId)).limit(1);
  if (!document) return "skipped";
  if (await filesDeletedAt(db, document.orderId)) return fail(db, documentId, SEGMENTATION_FAILURES.filesDeleted);
  const extension = fileExtension(document.originalFilename);
  if (!isOrderDocumentExtension(extension)) return fail(db, documentId, SEGMENTATION_FAILURES.missing);

  let layout;
  try {
    layout = await reader.readLayout(extension, await storage.get(document.s3Key));
  } catch (error) {
    if (error instanceof LayoutUnreadable) return fail(db, documentId, error.message);
    throw error;
  }
  // Stored before the rows: a crash in between leaves images a later run overwrites under the same keys.
  for (const image of layout.pageImages)
    await storage.put(workbenchPageKey(documentId, image.page), Buffer.from(image.png), "image/png");
  const drafts = segmentLines(layout.lines);

  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: documentSegmentations.status })
      .from(documentSegmentations)
      .where(eq(documentSegmentations.documentId, documentId))
      .for("update")
      .limit(1);
    if (row?.status !== "pending") return "skipped";
    for (let start = 0; start < drafts.length; start += INSERT_CHUNK)
      await tx.insert(documentSegments).values(
        drafts.slice(start, start + INSERT_CHUNK).map((draft, index) => ({
          documentId,
          position: start + index,
          kind: draft.kind,
          row: draft.row,
          col: draft.col,
          source: draft.source,
          box: draft.box,
        })),
      );
    await tx
      .update(documentSegmentations)
      .set({
        status: "ready",
        textSource: layout.textSource,
        pageCount: layout.pageCount,
        error: null,
        updatedAt: new Date(),
      })
      .where(eq(documentSegmentations.documentId, documentId));
    return "ready" as const;
  });
}

async function fail(db: Database, documentId: number, error: string): Promise<"failed"> {
  await db
    .update(documentSegmentations)
    .set({ status: "failed", error, updatedAt: new Date() })
    .where(and(eq(documentSegmentations.documentId, documentId), eq(documentSegmentations.status, "pending")));
  return "failed";
}
