import { randomInt } from "node:crypto";
import type { RateLimiter } from "../security/rate-limiter";
import { hashSecret } from "../security/one-time-codes";
import type { DeviceCookie } from "./device-cookie";
import type { PasswordResetJob } from "./send-password-reset-link";

/**
 * The job starts 1 to 4 s after the request, at a random moment: the lookup and the link's writes never run
 * right behind the answer, where a request sent just after it would feel them (issue 37: 13.5 ms vs 3.1 ms).
 */
export const RESET_JOB_DELAY_MS = { min: 1_000, max: 4_000 };

/**
 * POST /api/forgot-password's own work, run right after its answer and the same for every name (docs/security.md,
 * "Forgotten password"): no lookup, no link, no e-mail here. One hit on the per-name limit (the name as typed and the browser, so a burst
 * makes one job, and strangers' requests never use up the owner's browser's), then one job queued with the
 * normalised name. The "auth.password-reset" job (send-password-reset-link.ts) does the rest.
 */
export async function requestPasswordReset(options: {
  requests: RateLimiter;
  identifier: string;
  /** The request's device cookie when the server signed it, whichever account it names. */
  device: DeviceCookie | null;
  enqueue: (job: PasswordResetJob, startAfter: Date) => Promise<void>;
}): Promise<void> {
  const login = options.identifier.trim().toLowerCase();
  const browser = options.device ? `device:${options.device.nonce}` : "any";
  // Hashed: the counters (in Redis with REDIS_URL) never hold the addresses people typed.
  const { allowed } = await options.requests.hit(`${hashSecret(login)}|${browser}`);
  if (!allowed) return;
  const startAfter = new Date(Date.now() + randomInt(RESET_JOB_DELAY_MS.min, RESET_JOB_DELAY_MS.max + 1));
  await options.enqueue(
    { login, device: options.device && { userId: options.device.userId, nonce: options.device.nonce } },
    startAfter,
  );
}
