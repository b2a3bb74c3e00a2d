import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { deviceCookieLockouts } from "../db/schema/security";
import { users } from "../db/schema/users";
import type { Mailer } from "../mail/mailer";
import type { RateLimitsConfig } from "../security/rate-limit-config";
import { memoryRateLimitStore, UNLIMITED, type RateLimiter, type RateLimitStore } from "../security/rate-limiter";
import { generateToken, hashSecret } from "../security/one-time-codes";
import { isDeviceLocked } from "./device-lockout";
import { passwordResetEmail } from "./password-reset-emails";
import { PASSWORD_RESET_PURPOSE, passwordResetUrl, retireOpenResetLinks, storeResetLink } from "./password-reset-links";
import { loginMatches } from "./trusted-devices";

/**
 * The "auth.password-reset" job's data: the name as typed (trimmed, lower case) and the browser's device cookie
 * when its signature checked out (its account and nonce, never the signed value).
 */
export const passwordResetJobSchema = z.object({
  login: z.string().min(1).max(254),
  device: z.object({ userId: z.number().int().positive(), nonce: z.string().min(1).max(64) }).nullable(),
});
export type PasswordResetJob = z.infer<typeof passwordResetJobSchema>;

type Account = typeof users.$inferSelect;

/**
 * Who gets a link by e-mail: customers and translators with a working account. Admins never do (an operator
 * prints theirs: scripts/admin-reset-password.ts); nor does an address taken back from an unverified account.
 */
function mayResetByEmail(account: Account): boolean {
  return account.role !== "admin" && !account.disabled && !account.email.endsWith(".invalid");
}

/**
 * The per-account budget a request spends: the owner's own browser (a valid, unlocked device cookie issued for this
 * account) has its own, so strangers asking for the owner's links never leave the owner without one (issue 37).
 */
async function budgetKey(db: Database, account: Account, device: PasswordResetJob["device"]): Promise<string> {
  if (device?.userId === account.id) {
    const [failures] = await db.select().from(deviceCookieLockouts).where(eq(deviceCookieLockouts.nonce, device.nonce));
    if (!isDeviceLocked(failures, new Date())) return `device:${device.nonce}`;
  }
  return `user:${account.id}`;
}

/** The limiter the job counts links with (RATE_LIMITS=off: none); in Redis with REDIS_URL, shared by every instance. */
export function passwordResetAccountLimiter(
  limits: RateLimitsConfig,
  store: RateLimitStore = memoryRateLimitStore,
): RateLimiter {
  return limits.enabled ? store("passwordResetPerAccount", limits.passwordResetPerAccount) : UNLIMITED;
}

/**
 * The "auth.password-reset" job (POST /api/forgot-password queued it and answered long before): looks the name
 * up and, for an account that may reset by e-mail and has budget left, retires its open links, stores the new one
 * and queues its e-mail in one transaction. Its only write is that transaction, so a retry after a failure sends
 * no second e-mail; past the budget nothing is sent, silently. Returns whether a link went out.
 */
export async function sendPasswordResetLink(options: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  accountLimiter: RateLimiter;
  job: PasswordResetJob;
}): Promise<boolean> {
  const { db, mailer, job } = options;
  const [account] = await db.select().from(users).where(loginMatches(job.login)).limit(1);
  if (!account || !mayResetByEmail(account)) return false;
  const { allowed } = await options.accountLimiter.hit(await budgetKey(db, account, job.device));
  if (!allowed) return false;

  const token = generateToken();
  const mail = await db.transaction(async (tx) => {
    await retireOpenResetLinks(tx, account.id);
    await storeResetLink(tx, {
      userId: account.id,
      email: account.email,
      tokenHash: hashSecret(token),
      purpose: PASSWORD_RESET_PURPOSE,
    });
    return mailer.queue(tx, passwordResetEmail(account, passwordResetUrl(options.publicUrl, token, account.language)));
  });
  await mailer.dispatch([mail]);
  return true;
}
