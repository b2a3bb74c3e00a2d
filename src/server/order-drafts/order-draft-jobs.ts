import type { Database } from "../db/client";
import type { DocumentAnalyser } from "../documents/analysis-pool";
import type { JobQueue } from "../queue/job-queue";
import type { FileStorage } from "../storage/file-storage";
import { draftsWithUnreadFiles, readDraftFiles } from "./read-draft-files";
import { sweepExpiredDrafts } from "./sweep-order-drafts";

type Logger = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

/**
 * Visitors' order drafts (docs/ordering.md, "Files first"), minutely: files a killed process left unread are read
 * again, and drafts past their 24 hours are deleted with their files. Both are idempotent. Wired by
 * start-server.ts, not register-jobs.ts: drafts sit above the queue (docs/architecture.md).
 */
export function defineOrderDraftJobs(
  queue: JobQueue,
  deps: { db: Database; storage: FileStorage; analyser: DocumentAnalyser; log: Logger },
): void {
  queue.define("order-drafts.sweep", {
    handler: async () => {
      const unread = await draftsWithUnreadFiles(deps.db);
      for (const draftId of unread) void readDraftFiles(deps, draftId);
      const swept = await sweepExpiredDrafts(deps);
      if (swept.drafts > 0 || unread.length > 0)
        deps.log.info({ ...swept, rereading: unread.length }, "order drafts swept");
    },
    retryLimit: 0,
    retryDelaySeconds: 60,
    expireInSeconds: 300,
  });
  queue.schedule("order-drafts.sweep", 1);
}
