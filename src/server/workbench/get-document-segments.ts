import { asc, eq } from "drizzle-orm";
import type { DocumentSegmentsDto } from "../../shared/schemas/workbench";
import type { Executor } from "../db/client";
import { documentSegmentations, documentSegments } from "../db/schema/workbench";
import { getJobDocumentOrThrow } from "./job-document";
import { serializeSegment } from "./serialize-segment";

/** A document of an order assigned before the workbench existed: never segmented until the translator asks. */
export const NEVER_PREPARED =
  "This document's segments have not been prepared yet. Use “Prepare segments” to read its text.";

/**
 * GET /api/translator/jobs/:id/documents/:documentId/segments: the document's segments in reading order with the
 * progress. Reads only: a document never prepared answers "failed" with the reason, and the translator's prepare
 * action (prepare-segmentation.ts) queues it.
 */
export async function getDocumentSegments(options: {
  db: Executor;
  jobId: number;
  userId: number;
  documentId: number;
}): Promise<DocumentSegmentsDto> {
  const { document } = await getJobDocumentOrThrow(options);
  return documentSegmentsOf(options.db, document.id);
}

export async function documentSegmentsOf(db: Executor, documentId: number): Promise<DocumentSegmentsDto> {
  const [segmentation] = await db
    .select()
    .from(documentSegmentations)
    .where(eq(documentSegmentations.documentId, documentId))
    .limit(1);
  const rows = await db
    .select()
    .from(documentSegments)
    .where(eq(documentSegments.documentId, documentId))
    .orderBy(asc(documentSegments.position));
  return {
    documentId,
    status: segmentation?.status ?? "failed",
    error: segmentation ? segmentation.error : NEVER_PREPARED,
    pageImages: segmentation?.textSource === "scan" ? (segmentation.pageCount ?? 0) : 0,
    segments: rows.map(serializeSegment),
    progress: { total: rows.length, confirmed: rows.filter((row) => row.status === "confirmed").length },
  };
}
