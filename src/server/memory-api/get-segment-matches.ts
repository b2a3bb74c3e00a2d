import { and, eq, isNull } from "drizzle-orm";
import type { SegmentMatchesDto } from "../../shared/schemas/workbench";
import type { Executor } from "../db/client";
import { documents } from "../db/schema/documents";
import { orders } from "../db/schema/orders";
import { orderItems } from "../db/schema/pricing-catalog";
import { translatorJobs, translators } from "../db/schema/translators";
import { documentSegments } from "../db/schema/workbench";
import { english, notFound } from "../http/app-error";
import { findMemoryMatches } from "../translation-memory/find-memory-matches";

/**
 * GET /api/translator/jobs/:id/segments/:segmentId/matches: the best three memory matches of one segment of the
 * signed-in translator's current job. Another translator's job, a reassigned one, or a segment of another order's
 * document is "not found", like the job pages.
 */
export async function getSegmentMatches(options: {
  db: Executor;
  userId: number;
  jobId: number;
  segmentId: number;
}): Promise<SegmentMatchesDto> {
  const { db } = options;
  const [job] = await db
    .select({ orderId: translatorJobs.orderId, direction: orders.translationDirection })
    .from(translatorJobs)
    .innerJoin(translators, eq(translators.translatorId, translatorJobs.translatorId))
    .innerJoin(orders, eq(orders.id, translatorJobs.orderId))
    .where(
      and(eq(translatorJobs.id, options.jobId), eq(translators.userId, options.userId), isNull(translatorJobs.endedAt)),
    )
    .limit(1);
  if (!job) throw notFound(english("Job not found"));
  const [segment] = await db
    .select({ source: documentSegments.source, kind: documentSegments.kind, documentType: orderItems.documentType })
    .from(documentSegments)
    .innerJoin(documents, eq(documents.id, documentSegments.documentId))
    .leftJoin(orderItems, eq(orderItems.documentId, documents.id))
    .where(and(eq(documentSegments.id, options.segmentId), eq(documents.orderId, job.orderId)))
    .limit(1);
  if (!segment) throw notFound(english("Segment not found"));
  const matches = await findMemoryMatches(db, {
    source: segment.source,
    direction: job.direction,
    documentType: segment.documentType,
    value: segment.kind === "value" || segment.kind === "cell",
    limit: 3,
  });
  return { segmentId: options.segmentId, matches };
}
