import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import { approveOverdueDrafts } from "./approve-overdue-drafts";

export const AUTO_APPROVAL_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Every 10 minutes, approves the drafts left unanswered for 5 days (issue 9). Page loads approve their own
 * orders too, so a missed tick loses nothing. Unref'd: it never keeps the process alive. Returns the stop function.
 */
export function startAutoApprovalTimer(db: Database, log: FastifyBaseLogger, intervalMs = AUTO_APPROVAL_INTERVAL_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    approveOverdueDrafts({ db })
      .then((ids) => {
        if (ids.length > 0) log.info({ orderIds: ids }, "drafts approved automatically");
      })
      .catch((error: unknown) => log.error({ err: error }, "automatic draft approval failed"))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
