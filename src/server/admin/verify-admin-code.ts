import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { invalidateUserSessions } from "../auth/sessions";
import type { Database } from "../db/client";
import { adminVerifications, sessions, users } from "../db/schema/users";
import { badRequest, forbidden, tooManyRequests, english } from "../http/app-error";
import type { Mailer, MailMessage } from "../mail/mailer";
import { expireUnusedCodes } from "./issue-verification-code";
import { secretMatches, MAX_CODE_ATTEMPTS } from "../security/one-time-codes";

export const CODE_EXPIRED = "Verification code has expired. Please request a new one.";
export const CODE_INVALID = "Invalid verification code";
export const CODE_LOCKOUT = "Too many invalid attempts. Please log in again.";
export const CODE_LOCKED_MESSAGE = "Too many invalid codes. Code entry for this account is locked for 15 minutes.";
export const CODE_LOCK_MS = 15 * 60 * 1000;

type Outcome =
  | { kind: "verified" }
  | { kind: "expired" }
  | { kind: "invalid"; attemptsLeft: number }
  | { kind: "locked" }
  | { kind: "lockedOut" };

/**
 * Checks an admin's code against the latest unused, unexpired one. Right: the code is used up and the
 * session is verified. Wrong: one attempt is counted; the fifth ends the session (lockout).
 * The outcome is committed before any error is thrown, so a wrong attempt is always counted.
 */
export async function verifyAdminCode(options: {
  db: Database;
  mailer: Mailer;
  userId: number;
  sessionId: string;
  code: string;
}): Promise<void> {
  const { db, userId, sessionId, code } = options;
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const now = new Date();
    // The lockout belongs to the admin account, not the session: a new sign-in does not buy new guesses.
    const [admin] = await tx
      .select({ lockedUntil: users.adminCodeLockedUntil })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (admin?.lockedUntil && admin.lockedUntil > now) return { kind: "lockedOut" };
    const [current] = await tx
      .select()
      .from(adminVerifications)
      .where(
        and(
          eq(adminVerifications.userId, userId),
          isNull(adminVerifications.usedAt),
          gt(adminVerifications.expiresAt, now),
        ),
      )
      .orderBy(desc(adminVerifications.createdAt), desc(adminVerifications.id))
      .limit(1)
      .for("update");
    if (!current) return { kind: "expired" };

    if (current.invalidAttempts < MAX_CODE_ATTEMPTS && secretMatches(code, current.code)) {
      await tx.update(adminVerifications).set({ usedAt: now }).where(eq(adminVerifications.id, current.id));
      await tx.update(sessions).set({ verificationRequired: false }).where(eq(sessions.id, sessionId));
      return { kind: "verified" };
    }

    const [counted] = await tx
      .update(adminVerifications)
      .set({ invalidAttempts: sql`${adminVerifications.invalidAttempts} + 1` })
      .where(eq(adminVerifications.id, current.id))
      .returning({ invalidAttempts: adminVerifications.invalidAttempts });
    const attemptsLeft = MAX_CODE_ATTEMPTS - counted!.invalidAttempts;
    if (attemptsLeft > 0) return { kind: "invalid", attemptsLeft };
    // Locked out: the code dies with the session, so the password is needed again.
    await expireUnusedCodes(tx, userId, now);
    await tx
      .update(users)
      .set({ adminCodeLockedUntil: new Date(now.getTime() + CODE_LOCK_MS) })
      .where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.id, sessionId));
    return { kind: "locked" };
  });
  // The session's verification flag or the session itself changed: cached copies are stale.
  if (outcome.kind === "verified" || outcome.kind === "locked") invalidateUserSessions(userId);

  if (outcome.kind === "lockedOut") throw tooManyRequests(english(CODE_LOCKED_MESSAGE));
  if (outcome.kind === "locked") {
    const [admin] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (admin) await options.mailer.send(codeLockNotice(admin.email));
  }

  if (outcome.kind === "expired") throw badRequest(english(CODE_EXPIRED));
  if (outcome.kind === "invalid") throw badRequest(english(CODE_INVALID), { attemptsLeft: outcome.attemptsLeft });
  if (outcome.kind === "locked") throw forbidden(english(CODE_LOCKOUT), { lockout: true });
}

/** Tells the admin that someone (perhaps they) entered 5 wrong codes after signing in with their password. */
function codeLockNotice(to: string): MailMessage {
  return {
    to,
    subject: "Your admin sign-in code step was locked",
    text: [
      "Hello,",
      "",
      "Five wrong verification codes were entered after a sign-in with your admin password, so the code step of your account is locked for 15 minutes.",
      "If this was not you, your password is known to someone else: change it as soon as you can sign in.",
      "",
      "Bosphorus Translate",
    ].join("\n"),
  };
}
