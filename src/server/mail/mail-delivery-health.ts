import { and, eq, gt, isNotNull, lt, or } from "drizzle-orm";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema/mail";

/** An e-mail waiting longer than this means delivery is stuck, even without a recorded error. */
export const MAIL_STUCK_AFTER_MS = 10 * 60 * 1000;
/** A given-up e-mail this recent still counts as a failing delivery. */
export const MAIL_FAILURE_RECENT_MS = 60 * 60 * 1000;
/** The answer is reused this long: the sign-in page is public, the question costs a query. */
const CACHE_MS = 30 * 1000;

/**
 * Whether SMTP delivery is failing now (docs/administration.md, "No e-mail"): an e-mail waits for a retry after an
 * error, one has waited over 10 minutes, or one was given up within the hour. Both conditions read the partial
 * indexes on queued and failed rows. Without SMTP_URL nothing is delivered by design: not a failure.
 */
export async function mailDeliveryFailing(db: Database, now = new Date()): Promise<boolean> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(
          eq(mailOutbox.status, "queued"),
          or(
            and(gt(mailOutbox.attempts, 0), isNotNull(mailOutbox.error)),
            lt(mailOutbox.createdAt, new Date(now.getTime() - MAIL_STUCK_AFTER_MS)),
          ),
        ),
        and(
          eq(mailOutbox.status, "failed"),
          gt(mailOutbox.createdAt, new Date(now.getTime() - MAIL_FAILURE_RECENT_MS)),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** mailDeliveryFailing, asked at most once per 30 seconds whatever the traffic. */
export function cachedMailDeliveryHealth(db: Database, options: { smtp: boolean }): () => Promise<boolean> {
  let cached: { at: number; answer: Promise<boolean> } | undefined;
  return () => {
    if (!options.smtp) return Promise.resolve(false);
    const now = Date.now();
    if (!cached || now - cached.at > CACHE_MS) {
      const answer = mailDeliveryFailing(db);
      cached = { at: now, answer };
      // A failed read is not remembered: the next request asks again.
      answer.catch(() => (cached = undefined));
    }
    return cached.answer;
  };
}
