import { jobCompletionRefusal, jobWorkRefusal, untranslatedDocuments } from "../../shared/assignment";
import type { TranslatorJobDetailDto } from "../../shared/schemas/jobs";
import type { Executor } from "../db/client";
import { filesDeletedAt } from "../files/purge-order-files";
import { loadRevisionRequests } from "../review/load-order-timeline";
import { getTranslatorJobOrThrow } from "./get-translator-job-or-throw";
import { loadJobDocuments } from "./job-documents";
import { toJobSummary } from "./job-summary";

/** GET /api/translator/jobs/:id: one of the translator's jobs with its documents and translated versions. */
export async function getTranslatorJob({
  db,
  jobId,
  userId,
}: {
  db: Executor;
  jobId: number;
  userId: number;
}): Promise<TranslatorJobDetailDto> {
  const { job, order } = await getTranslatorJobOrThrow({ db, jobId, userId });
  const [documents, revisions, deletedAt] = await Promise.all([
    loadJobDocuments(db, order.id),
    loadRevisionRequests(db, order.id),
    filesDeletedAt(db, order.id),
  ]);
  const translatedIds = documents.filter((doc) => doc.current).map((doc) => doc.id);
  const state = { status: job.status, ended: job.endedAt !== null, orderStatus: order.status };
  return {
    ...toJobSummary(job, order, { documentCount: documents.length, translatedCount: translatedIds.length }),
    documents,
    revisionRequests: revisions.map(({ request }) => ({
      id: request.id,
      documentId: request.documentId,
      jobId: request.jobId,
      comment: request.comment,
      createdAt: request.createdAt.toISOString(),
    })),
    filesDeletedAt: deletedAt?.toISOString() ?? null,
    workRefusal: jobWorkRefusal(state),
    completionRefusal: jobCompletionRefusal(
      state,
      untranslatedDocuments(
        documents.map((doc) => doc.id),
        translatedIds,
      ),
    ),
  };
}
