import type { Database } from "../db/client";
import type { JobQueue } from "../queue/job-queue";
import type { FileStorage } from "../storage/file-storage";
import { termbaseTerms } from "./check-terms";
import { runQueuedDocumentChecks } from "./run-job-checks";

/**
 * translation.check: an uploaded translation's checks (reading both files), sent by the upload route. Idempotent
 * (a report about the same upload is not made twice); a failure is retried, and completion runs it anyway.
 */
export function defineTranslationCheckJob(queue: JobQueue, deps: { db: Database; storage: FileStorage }) {
  queue.define("translation.check", {
    handler: async (data) =>
      runQueuedDocumentChecks({ ...deps, loadTerms: termbaseTerms, documentId: Number(data.documentId) }),
    retryLimit: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 300,
  });
}
