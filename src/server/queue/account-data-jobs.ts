import { finishOpenAccountErasures } from "../account-deletion/finish-account-erasure";
import { cleanUpDataExports } from "../data-export/clean-up-data-exports";
import { prepareDataExports, type PrepareDeps } from "../data-export/prepare-data-exports";
import type { JobQueue } from "./job-queue";

type Logger = PrepareDeps["log"] & { warn(obj: object, msg?: string): void };

/**
 * "Download my data" and "Delete my account" in the background (docs/security.md): exports are prepared every minute
 * (and at once when the request's route can wake the job), and once an hour the files that must go are deleted:
 * exports downloaded or expired, and any file of a deleted account that could not be deleted right after the
 * deletion. Both are idempotent.
 */
export function registerAccountDataJobs(queue: JobQueue, deps: Omit<PrepareDeps, "log"> & { log: Logger }): void {
  queue.define("data-export.prepare", {
    handler: async () => void (await prepareDataExports(deps)),
    // A failed export is put back by prepareDataExports itself (three attempts); a queue retry only covers a crash before that.
    retryLimit: 1,
    retryDelaySeconds: 60,
    expireInSeconds: 3600,
  });
  queue.schedule("data-export.prepare", 1);

  queue.define("account-data.sweep", {
    handler: async () => {
      const exports = await cleanUpDataExports(deps);
      const erasures = await finishOpenAccountErasures(deps);
      if (exports.filesDeleted > 0 || erasures.finished > 0) deps.log.info({ exports, erasures }, "account data swept");
      if (erasures.filesLeft > 0)
        deps.log.warn({ filesLeft: erasures.filesLeft }, "files of deleted accounts still to delete");
    },
    retryLimit: 1,
    retryDelaySeconds: 300,
    expireInSeconds: 1800,
  });
  queue.schedule("account-data.sweep", 60);
}
