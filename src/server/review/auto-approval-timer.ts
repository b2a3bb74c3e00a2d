import type { FastifyBaseLogger } from "fastify";
import { type ApprovalDeps, approveOverdueDrafts } from "./approve-overdue-drafts";

export const AUTO_APPROVAL_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Every 10 minutes, approves the drafts left unanswered for 5 days (issue 9). Page loads approve their own
 * orders too, so a missed tick loses nothing. Unref'd: it never keeps the process alive. Returns the stop function.
 */
export function startAutoApprovalTimer(deps: ApprovalDeps & { log: FastifyBaseLogger }, intervalMs = AUTO_APPROVAL_INTERVAL_MS): () => void {
  const { log } = deps;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    approveOverdueDrafts(deps)
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
