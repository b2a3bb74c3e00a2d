import { ANALYSIS_BUSY_MESSAGE, MAX_ANALYSES_PER_CUSTOMER } from "../../shared/schemas/documents";
import { tooManyRequests, english } from "../http/app-error";

/** Seconds a refused customer is asked to wait: about one typical analysis. */
export const ANALYSIS_RETRY_AFTER_SECONDS = 5;

/**
 * At most `max` tasks per customer at once (docs/decisions/012-document-analysis-pool.md): the next one is refused at once with 429
 * and Retry-After rather than queued, so one customer cannot fill the pool's queue ahead of everyone else.
 * Counted in this process: each instance has its own pool, so the bound is per instance.
 */
export function createPerCustomerGate(max = MAX_ANALYSES_PER_CUSTOMER) {
  const running = new Map<number, number>();
  return {
    async run<T>(userId: number, task: () => Promise<T>): Promise<T> {
      const mine = running.get(userId) ?? 0;
      if (mine >= max)
        throw tooManyRequests(english(ANALYSIS_BUSY_MESSAGE), { retryAfter: ANALYSIS_RETRY_AFTER_SECONDS });
      running.set(userId, mine + 1);
      try {
        return await task();
      } finally {
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
      }
    },
    /** Analyses running now for this customer. */
    running: (userId: number) => running.get(userId) ?? 0,
  };
}
