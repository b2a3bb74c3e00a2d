import { and, eq, inArray, sql } from "drizzle-orm";
import type { SaveSegmentInput, SegmentDto } from "../../shared/schemas/workbench";
import type { Database } from "../db/client";
import { documents } from "../db/schema/documents";
import { documentSegments } from "../db/schema/workbench";
import { conflict, notFound } from "../http/app-error";
import { getTranslatorJobOrThrow } from "../jobs/get-translator-job-or-throw";
import { assertJobOpen } from "./job-document";
import { serializeSegment } from "./serialize-segment";

/**
 * PUT /api/translator/jobs/:id/segments/:segmentId: a draft autosave or a confirmation by the job's translator.
 * One UPDATE … WHERE revision = the edit's revision, bumping it: of two saves from the same revision (two tabs) the
 * second changes nothing and is answered 409 SEGMENT_CONFLICT with the stored segment, which the editor shows beside
 * the refused text. Without `origin` the stored origin and score stay (a post-edited memory or MT target keeps
 * saying where it came from, for the admin's leverage figures).
 */
export async function saveSegment(options: {
  db: Database;
  jobId: number;
  userId: number;
  segmentId: number;
  input: SaveSegmentInput;
  now?: Date;
}): Promise<SegmentDto> {
  const { db, jobId, userId, segmentId, input } = options;
  const now = options.now ?? new Date();
  const { job, order } = await getTranslatorJobOrThrow({ db, jobId, userId });
  assertJobOpen(job);
  const ofThisOrder = and(
    eq(documentSegments.id, segmentId),
    inArray(
      documentSegments.documentId,
      db.select({ id: documents.id }).from(documents).where(eq(documents.orderId, order.id)),
    ),
  );
  const [saved] = await db
    .update(documentSegments)
    .set({
      target: input.target,
      status: input.status,
      ...(input.origin ? { origin: input.origin, matchScore: input.matchScore ?? null } : {}),
      revision: sql`${documentSegments.revision} + 1`,
      updatedBy: userId,
      jobId: job.id,
      confirmedAt: input.status === "confirmed" ? now : null,
      updatedAt: now,
    })
    .where(and(ofThisOrder, eq(documentSegments.revision, input.revision)))
    .returning();
  if (saved) return serializeSegment(saved);
  const [current] = await db.select().from(documentSegments).where(ofThisOrder).limit(1);
  if (!current) throw notFound("SEGMENT_NOT_FOUND");
  throw conflict("SEGMENT_CONFLICT", { segment: serializeSegment(current) });
}
