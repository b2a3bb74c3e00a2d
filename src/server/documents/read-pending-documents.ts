import { and, eq, isNull, lt, or } from "drizzle-orm";
import { documents } from "../db/schema/documents";
import type { Database } from "../db/client";
import { type AnalysisDeps, analyseStoredDocument, markAnalysisFailed } from "./analyse-stored-document";
import { ANALYSIS_LEASE_MS } from "./analysis-lease";
import { ReadingHandedBack } from "./analysis-pool";

/** The upload request reads its document at once; only documents it left unread this long ago are the job's. */
export const UNREAD_GRACE_MS = 30_000;

/**
 * The document.analyze job (docs/decisions/021-documents-read-after-storing.md): reads one pending document. A refused file is marked failed (the customer
 * replaces it); other errors propagate, the lease is released, and the next sweep sends the job again.
 */
export async function readPendingDocument(deps: AnalysisDeps, documentId: number): Promise<void> {
  const outcome = await analyseStoredDocument({ ...deps, documentId }).catch((error: unknown) => {
    // Handed back at shutdown (the lease is released): another instance's sweep sends it again; not a failed job.
    if (error instanceof ReadingHandedBack) return { kind: "skipped" as const };
    throw error;
  });
  if (outcome.kind === "refused") await markAnalysisFailed(deps.db, documentId, outcome.error.message);
}

/**
 * Pending documents nobody is reading: their reader's process died, their request stopped at a transient error,
 * or their lease went stale. The document.analysis-sweep job sends one document.analyze job for each.
 */
export async function findUnreadDocuments(db: Database, now = new Date()): Promise<number[]> {
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.analysisStatus, "pending"),
        or(
          and(isNull(documents.analysisStartedAt), lt(documents.createdAt, new Date(now.getTime() - UNREAD_GRACE_MS))),
          lt(documents.analysisStartedAt, new Date(now.getTime() - ANALYSIS_LEASE_MS)),
        ),
      ),
    )
    .orderBy(documents.id)
    .limit(100);
  return rows.map((row) => row.id);
}
