import { eq, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema/users";
import { forbidden, tooManyRequests, unauthorized } from "../http/app-error";
import { hashPassword, verifyPassword } from "./password";

export const INVALID_CREDENTIALS = "Invalid username or password";
export const ACCOUNT_DISABLED = "This account has been disabled. Please contact support.";
export const SLOWED_LOGIN_MESSAGE = /^Too many failed sign-ins for this account\. Please try again in \d+ seconds?\.$/;

/** Wrong passwords in a row that are free; after that each one doubles the wait (2 s, 4 s, ... up to 15 minutes). */
const FREE_FAILURES = 4;
const MAX_DELAY_SECONDS = 15 * 60;
export function loginDelaySeconds(failedLogins: number): number {
  if (failedLogins <= FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failedLogins - FREE_FAILURES));
}

// Compared against when the username does not exist, so a miss takes as long as a wrong password.
const decoyHash = hashPassword("decoy-password-for-timing");

/**
 * Checks a username (or e-mail) and password; answers the same for an unknown user and a wrong password.
 * `requireRole` (the admin login): a user of another role gets the same 401 as a wrong password, before the
 * disabled check, so the admin login never tells whether a customer's password was right.
 */
export async function authenticateUser(
  db: Database,
  credentials: { username: string; password: string },
  options: { requireRole?: (typeof users.$inferSelect)["role"]; invalidMessage?: string } = {},
) {
  const login = credentials.username.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, login), eq(sql`lower(${users.email})`, login)))
    .limit(1);
  // One account's guesses are slowed whatever address they come from; the owner waits seconds, never a lock.
  if (user?.lastFailedLoginAt) {
    const wait = Math.ceil((user.lastFailedLoginAt.getTime() + loginDelaySeconds(user.failedLogins) * 1000 - Date.now()) / 1000);
    if (wait > 0)
      throw tooManyRequests(`Too many failed sign-ins for this account. Please try again in ${wait} ${wait === 1 ? "second" : "seconds"}.`, { retryAfter: wait });
  }
  const valid = await verifyPassword(credentials.password, user?.password ?? (await decoyHash));
  if (user && !valid) {
    await db
      .update(users)
      .set({ failedLogins: sql`${users.failedLogins} + 1`, lastFailedLoginAt: new Date() })
      .where(eq(users.id, user.id));
  }
  if (!user || !valid) throw unauthorized(options.invalidMessage ?? INVALID_CREDENTIALS);
  if (user.failedLogins > 0) await db.update(users).set({ failedLogins: 0, lastFailedLoginAt: null }).where(eq(users.id, user.id));
  if (options.requireRole && user.role !== options.requireRole) throw unauthorized(options.invalidMessage ?? INVALID_CREDENTIALS);
  if (user.disabled) throw forbidden(ACCOUNT_DISABLED);
  return user;
}
