import { eq } from "drizzle-orm";
import { deletedAccountEmail, deletedAccountUsername } from "../../shared/account-deletion";
import type { Executor } from "../db/client";
import { emailCodes } from "../db/schema/email-codes";
import { deviceCookieLockouts } from "../db/schema/security";
import { adminVerifications, passwordTokens, sessions, users } from "../db/schema/users";

/**
 * Account deletion's last eraser (src/server/account-deletion/account-erasers.ts): sessions (the customer is signed out
 * everywhere), device cookies' records, e-mailed links and codes (password_tokens, email_codes), then the account
 * itself. With orders the row stays for the orders, payments and refunds that point at it, anonymised:
 * "deleted:<id>" for username and e-mail, no name, no password anyone can type, no card processor reference,
 * disabled. Without orders it is deleted (its codes go with it by foreign key). Call invalidateUserSessions after the commit.
 */
export async function eraseAccount(tx: Executor, subject: { userId: number; hasOrders: boolean }): Promise<string[]> {
  const { userId } = subject;
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(deviceCookieLockouts).where(eq(deviceCookieLockouts.userId, userId));
  await tx.delete(passwordTokens).where(eq(passwordTokens.userId, userId));
  await tx.delete(emailCodes).where(eq(emailCodes.userId, userId));
  await tx.delete(adminVerifications).where(eq(adminVerifications.userId, userId));
  if (!subject.hasOrders) {
    await tx.delete(users).where(eq(users.id, userId));
    return [];
  }
  const now = new Date();
  await tx
    .update(users)
    .set({
      username: deletedAccountUsername(userId),
      email: deletedAccountEmail(userId),
      // Not a hash: verifyPassword never matches it.
      password: "deleted",
      firstName: null,
      lastName: null,
      stripeCustomerId: null,
      disabled: true,
      emailVerifiedAt: null,
      failedLogins: 0,
      lastFailedLoginAt: null,
      failedLoginNoticeSentAt: null,
      adminCodeLockedUntil: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  return [];
}
