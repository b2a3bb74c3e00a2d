/** How long an e-mail keeps being retried after it was queued (an admin's sign-in code, a customer's receipt). */
export const MAIL_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Longest wait between two attempts, so a mail server back after an outage is used within the hour. */
export const MAIL_MAX_RETRY_DELAY_MS = 60 * 60 * 1000;
/** An attempt holds its e-mail this long; a sender that died mid-attempt frees it then (above SMTP's own timeouts). */
export const MAIL_SEND_LEASE_MS = 60 * 1000;

/**
 * After a failed attempt: when to try again, or "give up" once 24 hours have passed since the e-mail was queued.
 * Waits double from `baseDelayMs` (1 min, 2, 4 … up to an hour); the last try falls exactly at the 24-hour mark.
 */
export function nextMailAttempt(options: {
  attempts: number;
  queuedAt: Date;
  now: Date;
  baseDelayMs: number;
}): { retryAt: Date } | "give up" {
  const deadline = options.queuedAt.getTime() + MAIL_RETRY_WINDOW_MS;
  const now = options.now.getTime();
  if (now >= deadline) return "give up";
  const delay = Math.min(options.baseDelayMs * 2 ** Math.max(0, options.attempts - 1), MAIL_MAX_RETRY_DELAY_MS);
  return { retryAt: new Date(Math.min(now + delay, deadline)) };
}
