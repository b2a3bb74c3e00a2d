import { and, asc, eq } from "drizzle-orm";
import type { DocumentTermsDto } from "../../shared/schemas/workbench";
import { compileTermMatcher } from "../../shared/termbase/match-terms";
import type { Executor } from "../db/client";
import { documents } from "../db/schema/documents";
import { orderItems } from "../db/schema/pricing-catalog";
import { documentSegments } from "../db/schema/workbench";
import { notFound } from "../http/app-error";
import { getTranslatorJobOrThrow } from "../jobs/get-translator-job-or-throw";
import { loadTerms } from "./load-term-entries";

/**
 * GET /api/translator/jobs/:id/documents/:documentId/terms: every termbase hit in the document's segments, with
 * the approved English to insert. Only the job's own translator; a document of another order is "not found".
 * The terms are those for the document's type (as ordered) and those for every type.
 */
export async function listDocumentTermHits(options: {
  db: Executor;
  jobId: number;
  documentId: number;
  userId: number;
}): Promise<DocumentTermsDto> {
  const { db, documentId } = options;
  const { job } = await getTranslatorJobOrThrow({ db, jobId: options.jobId, userId: options.userId });
  const [document] = await db
    .select({ id: documents.id, documentType: orderItems.documentType })
    .from(documents)
    .leftJoin(orderItems, eq(orderItems.documentId, documents.id))
    .where(and(eq(documents.id, documentId), eq(documents.orderId, job.orderId)))
    .limit(1);
  if (!document) throw notFound("DOCUMENT_NOT_FOUND");
  const [segments, applicable] = await Promise.all([
    db
      .select({ id: documentSegments.id, source: documentSegments.source })
      .from(documentSegments)
      .where(eq(documentSegments.documentId, documentId))
      .orderBy(asc(documentSegments.position)),
    loadTerms(db, document.documentType),
  ]);
  const matcher = compileTermMatcher(applicable);
  const hits = segments.flatMap((segment) =>
    matcher.find(segment.source).map((hit) => ({
      termId: hit.term.id,
      segmentId: segment.id,
      start: hit.start,
      end: hit.end,
      source: hit.text,
      approved: hit.term.en,
      forbidden: hit.term.forbidden,
      note: hit.term.note,
    })),
  );
  return { documentId, hits };
}
