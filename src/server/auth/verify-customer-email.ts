import { and, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { EMAIL_VERIFICATION_MESSAGES } from "../../shared/schemas/auth";
import type { Database, Executor } from "../db/client";
import { passwordTokens, users } from "../db/schema/users";
import { badRequest, tooManyRequests, english } from "../http/app-error";
import { hashSecret, secretMatches, MAX_CODE_ATTEMPTS } from "../security/one-time-codes";
import { EMAIL_CODE_PURPOSE, EMAIL_LINK_PURPOSE } from "./issue-email-verification";
import { invalidateUserSessions, type SessionUser } from "./sessions";

type Secret = typeof passwordTokens.$inferSelect;

/** POST /api/verify-email: the e-mailed link, signed in or not. */
export async function verifyEmailByToken({ db, token }: { db: Database; token: string }): Promise<SessionUser> {
  const user = await db.transaction(async (tx) => {
    const [secret] = await tx
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.tokenHash, hashSecret(token)))
      .limit(1)
      .for("update");
    if (!secret || secret.purpose !== EMAIL_LINK_PURPOSE) throw badRequest("VERIFICATION_LINK_INVALID");
    return markVerified(tx, secret, EMAIL_VERIFICATION_MESSAGES.invalidLink);
  });
  invalidateUserSessions(user.id);
  return user;
}

/**
 * POST /api/verify-email-code: the code, typed in by the signed-in owner. Wrong codes count against the
 * account's live code (5, then a new e-mail is needed), whatever address they come from.
 */
export async function verifyEmailByCode({ db, userId, code }: { db: Database; userId: number; code: string }): Promise<SessionUser> {
  const outcome = await db.transaction(async (tx) => {
    const now = new Date();
    const [secret] = await tx
      .select()
      .from(passwordTokens)
      .where(and(eq(passwordTokens.userId, userId), eq(passwordTokens.purpose, EMAIL_CODE_PURPOSE), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, now)))
      .orderBy(desc(passwordTokens.id))
      .limit(1)
      .for("update");
    if (!secret) return { error: EMAIL_VERIFICATION_MESSAGES.invalidCode } as const;
    if (secret.attempts >= MAX_CODE_ATTEMPTS) return { error: EMAIL_VERIFICATION_MESSAGES.tooManyAttempts, locked: true } as const;
    if (!secretMatches(`${userId}:${code}`, secret.tokenHash)) {
      await tx
        .update(passwordTokens)
        .set({ attempts: sql`${passwordTokens.attempts} + 1` })
        .where(eq(passwordTokens.id, secret.id));
      return { error: EMAIL_VERIFICATION_MESSAGES.invalidCode, attemptsLeft: MAX_CODE_ATTEMPTS - secret.attempts - 1 } as const;
    }
    const user: SessionUser = await markVerified(tx, secret, EMAIL_VERIFICATION_MESSAGES.invalidCode);
    return { user } as const;
  });
  if ("user" in outcome && outcome.user) {
    invalidateUserSessions(outcome.user.id);
    return outcome.user;
  }
  if ("locked" in outcome) throw tooManyRequests(english(outcome.error));
  throw badRequest(english(outcome.error), "attemptsLeft" in outcome ? { attemptsLeft: outcome.attemptsLeft } : {});
}

/** The secret must be live and sent to the address the account has now; all the account's verification secrets are used up. */
async function markVerified(tx: Executor, secret: Secret, refusal: string): Promise<SessionUser> {
  const now = new Date();
  if (secret.usedAt || secret.expiresAt <= now) throw badRequest(english(refusal));
  const [user] = await tx.select().from(users).where(eq(users.id, secret.userId)).limit(1);
  if (!user || user.disabled || user.email.toLowerCase() !== secret.email?.toLowerCase()) throw badRequest(english(refusal));
  await tx
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordTokens.userId, user.id), inArray(passwordTokens.purpose, [EMAIL_LINK_PURPOSE, EMAIL_CODE_PURPOSE]), isNull(passwordTokens.usedAt)));
  const [verified] = await tx
    .update(users)
    .set({ emailVerifiedAt: user.emailVerifiedAt ?? now, updatedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  return verified!;
}
