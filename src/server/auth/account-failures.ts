import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema/users";
import type { Mailer } from "../mail/mailer";
import { failedSignInsNotice } from "./account-emails";

/**
 * The account's throttle for unknown browsers (docs/security.md, "Device cookies"): wrong passwords in a row that
 * are free; after that each one doubles the wait (2 s, 4 s, ... up to 15 minutes).
 */
const FREE_FAILURES = 4;
const MAX_DELAY_SECONDS = 15 * 60;
export function loginDelaySeconds(failedLogins: number): number {
  if (failedLogins <= FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failedLogins - FREE_FAILURES));
}

/** Whole seconds an unknown browser still waits before trying this account's password (0: it may try now). */
export function accountWaitSeconds(user: { failedLogins: number; lastFailedLoginAt: Date | null }, now: Date): number {
  if (!user.lastFailedLoginAt) return 0;
  return Math.max(
    0,
    Math.ceil((user.lastFailedLoginAt.getTime() + loginDelaySeconds(user.failedLogins) * 1000 - now.getTime()) / 1000),
  );
}

/** The owner hears of the first wrong password that makes the account wait, at most once an hour. */
export const NOTICE_AT_FAILURES = FREE_FAILURES + 1;
const NOTICE_EVERY_MS = 60 * 60 * 1000;

/** One wrong password from an unknown browser: the account's count grows, and the owner is told when it starts to slow. */
export async function countAccountFailure(options: { db: Database; mailer: Mailer; userId: number }): Promise<void> {
  const { db, mailer, userId } = options;
  const now = new Date();
  const mailIds = await db.transaction(async (tx) => {
    const [counted] = await tx
      .update(users)
      .set({ failedLogins: sql`${users.failedLogins} + 1`, lastFailedLoginAt: now })
      .where(eq(users.id, userId))
      .returning({ failedLogins: users.failedLogins });
    // Each increment returns its own count, so exactly one request of a burst sees the threshold.
    if (counted?.failedLogins !== NOTICE_AT_FAILURES) return [];
    const [owner] = await tx
      .update(users)
      .set({ failedLoginNoticeSentAt: now })
      .where(
        and(
          eq(users.id, userId),
          or(
            isNull(users.failedLoginNoticeSentAt),
            lt(users.failedLoginNoticeSentAt, new Date(now.getTime() - NOTICE_EVERY_MS)),
          ),
        ),
      )
      .returning({ email: users.email, username: users.username, language: users.language });
    if (!owner) return [];
    return [
      await mailer.queue(
        tx,
        failedSignInsNotice(owner.email, { username: owner.username, failures: NOTICE_AT_FAILURES }, owner.language),
      ),
    ];
  });
  await mailer.dispatch(mailIds);
}

/** The right password from an unknown browser: the account's count starts over. */
export async function resetAccountFailures(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ failedLogins: 0, lastFailedLoginAt: null }).where(eq(users.id, userId));
}
