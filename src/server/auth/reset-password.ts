import { eq } from "drizzle-orm";
import {
  PASSWORD_RESET_MESSAGES,
  type ResetPasswordAnswer,
  type ResetPasswordInput,
} from "../../shared/schemas/password-reset";
import type { Database } from "../db/client";
import { passwordTokens, users } from "../db/schema/users";
import { badRequest } from "../http/app-error";
import type { Mailer } from "../mail/mailer";
import { hashSecret } from "../security/one-time-codes";
import { hashPassword } from "./password";
import { assertAcceptablePassword } from "./password-policy";
import { passwordChangedNotice } from "./password-reset-emails";
import {
  forgotPasswordUrl,
  PASSWORD_RESET_PURPOSE,
  RESET_PURPOSES,
  retireOpenResetLinks,
} from "./password-reset-links";
import { deleteUserSessions, invalidateUserSessions } from "./sessions";

/**
 * POST /api/reset-password: an unused, unexpired reset link sets a new password. In one transaction the link (and
 * any other open one) is spent, the password replaced, every session of the account ended and the "your password
 * was changed" e-mail queued; a refused password leaves the link usable.
 */
export async function resetPassword(options: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  input: ResetPasswordInput;
}): Promise<ResetPasswordAnswer> {
  const { db, mailer, input } = options;
  // scrypt before the transaction, so the link's row lock is held for milliseconds.
  const password = await hashPassword(input.password);
  const mail: number[] = [];
  const account = await db.transaction(async (tx) => {
    const now = new Date();
    const [link] = await tx
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.tokenHash, hashSecret(input.token)))
      .limit(1)
      .for("update");
    if (!link || !RESET_PURPOSES.includes(link.purpose) || link.usedAt || link.expiresAt <= now)
      throw badRequest("RESET_LINK_INVALID");
    const [owner] = await tx.select().from(users).where(eq(users.id, link.userId)).limit(1);
    // Sent to an address the account no longer has, or an account disabled since: the link is dead.
    if (!owner || owner.disabled || owner.email.toLowerCase() !== link.email) throw badRequest("RESET_LINK_INVALID");
    assertAcceptablePassword(input.password, owner);

    const emailed = link.purpose === PASSWORD_RESET_PURPOSE;
    await tx
      .update(users)
      .set({
        password,
        // The growing sign-in delay was earned by the forgotten password; the new one starts clean.
        failedLogins: 0,
        lastFailedLoginAt: null,
        // Opening an e-mailed link proves the mailbox as the verification link does.
        emailVerifiedAt: owner.emailVerifiedAt ?? (emailed ? now : null),
        updatedAt: now,
      })
      .where(eq(users.id, owner.id));
    await retireOpenResetLinks(tx, owner.id, now);
    await deleteUserSessions(tx, owner.id);
    const admin = owner.role === "admin";
    mail.push(
      await mailer.queue(
        tx,
        passwordChangedNotice(owner, admin ? null : forgotPasswordUrl(options.publicUrl, owner.language)),
      ),
    );
    return owner;
  });
  // After the commit: the cached sessions and user row (old hash) go on every instance.
  invalidateUserSessions(account.id);
  await mailer.dispatch(mail);
  return { message: PASSWORD_RESET_MESSAGES.done, signInPath: account.role === "admin" ? "/admin/auth" : "/auth" };
}
