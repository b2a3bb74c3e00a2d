import { and, eq, isNull } from "drizzle-orm";
import type { Database, Executor } from "../db/client";
import { passwordTokens, users } from "../db/schema/users";
import { type Refusal, badRequest } from "../http/app-error";
import { useUpEmailCodes } from "../security/email-codes/use-up-email-codes";
import { refuseEmailCode, verifyEmailCode } from "../security/email-codes/verify-email-code";
import { hashSecret } from "../security/one-time-codes";
import { EMAIL_LINK_PURPOSE } from "./issue-email-verification";
import { invalidateUserSessions, type SessionUser } from "./sessions";

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
    if (secret.usedAt || secret.expiresAt <= new Date()) throw badRequest("VERIFICATION_LINK_INVALID");
    return markVerified(tx, { userId: secret.userId, email: secret.email }, "VERIFICATION_LINK_INVALID");
  });
  invalidateUserSessions(user.id);
  return user;
}

/**
 * POST /api/verify-email-code: the code, typed in by the signed-in owner. Wrong codes count against the
 * account's live code (5, then a new e-mail is needed), whatever address they come from.
 */
export async function verifyEmailByCode({
  db,
  userId,
  code,
}: {
  db: Database;
  userId: number;
  code: string;
}): Promise<SessionUser> {
  const check = await verifyEmailCode(db, { purpose: "customer_email", subjectId: userId, code });
  if (check.outcome !== "match") {
    throw refuseEmailCode(check, { invalid: "CODE_INVALID", tooManyAttempts: "CODE_TOO_MANY_ATTEMPTS" });
  }
  const user = await db.transaction(async (tx) => {
    // Single use: a parallel request with the same code, or a new e-mail meanwhile, leaves nothing to use.
    const used = await useUpEmailCodes(tx, { purpose: "customer_email", subjectId: userId, id: check.id });
    if (!used) throw badRequest("CODE_INVALID");
    return markVerified(tx, { userId, email: check.email }, "CODE_INVALID");
  });
  invalidateUserSessions(user.id);
  return user;
}

/** The link or code must have been sent to the address the account has now; all the account's verification links and codes are used up. */
async function markVerified(
  tx: Executor,
  proof: { userId: number; email: string | null },
  refusal: Refusal,
): Promise<SessionUser> {
  const now = new Date();
  const [user] = await tx.select().from(users).where(eq(users.id, proof.userId)).limit(1);
  if (!user || user.disabled || user.email.toLowerCase() !== proof.email?.toLowerCase()) throw badRequest(refusal);
  await tx
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordTokens.userId, user.id),
        eq(passwordTokens.purpose, EMAIL_LINK_PURPOSE),
        isNull(passwordTokens.usedAt),
      ),
    );
  await useUpEmailCodes(tx, { purpose: "customer_email", subjectId: user.id, now });
  const [verified] = await tx
    .update(users)
    .set({ emailVerifiedAt: user.emailVerifiedAt ?? now, updatedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  return verified!;
}
