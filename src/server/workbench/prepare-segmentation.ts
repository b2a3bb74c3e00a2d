import { eq } from "drizzle-orm";
import type { DocumentSegmentsDto } from "../../shared/schemas/workbench";
import type { Database } from "../db/client";
import { documentSegmentations } from "../db/schema/workbench";
import { assertFilesKept } from "../files/purge-order-files";
import { conflict } from "../http/app-error";
import type { JobQueue } from "../queue/job-queue";
import { documentSegmentsOf } from "./get-document-segments";
import { assertJobOpen, getJobDocumentOrThrow } from "./job-document";
import { sendSegmentation } from "./segmentation-jobs";

/**
 * POST /api/translator/jobs/:id/documents/:documentId/segments/prepare: the translator asks for a document's segments
 * again, when reading failed or the document predates the workbench. A document ready or already waiting is refused
 * (409 SEGMENTATION_NOT_NEEDED): segments are made once, so a translator's targets are never thrown away.
 */
export async function prepareSegmentation(options: {
  db: Database;
  queue: JobQueue | undefined;
  jobId: number;
  userId: number;
  documentId: number;
}): Promise<DocumentSegmentsDto> {
  const { db, documentId } = options;
  await db.transaction(async (tx) => {
    const { job, order } = await getJobDocumentOrThrow({ ...options, db: tx });
    assertJobOpen(job);
    await assertFilesKept(tx, order.id);
    const [row] = await tx
      .select({ status: documentSegmentations.status })
      .from(documentSegmentations)
      .where(eq(documentSegmentations.documentId, documentId))
      .for("update")
      .limit(1);
    if (row && row.status !== "failed") throw conflict("SEGMENTATION_NOT_NEEDED");
    const reset = {
      status: "pending" as const,
      error: null,
      attempts: 0,
      pretranslatedAt: null,
      updatedAt: new Date(),
    };
    if (row) await tx.update(documentSegmentations).set(reset).where(eq(documentSegmentations.documentId, documentId));
    else
      await tx
        .insert(documentSegmentations)
        .values({ documentId, ...reset })
        .onConflictDoNothing();
  });
  // After the commit; without a queue (or if this send is lost) the minutely sweep sends it.
  await sendSegmentation(options.queue, documentId).catch(() => undefined);
  return documentSegmentsOf(db, documentId);
}
