import { and, eq, isNull, sql } from "drizzle-orm";
import { INVITATION_MESSAGES } from "../../shared/schemas/auth";
import { invalidateUserSessions, type SessionUser } from "../auth/sessions";
import type { Database } from "../db/client";
import { translators } from "../db/schema/translators";
import { passwordTokens, users } from "../db/schema/users";
import { badRequest, english } from "../http/app-error";
import { INVITATION_PURPOSE } from "./create-translator-account";
import { hashSecret } from "../security/one-time-codes";

/**
 * POST /api/translator-invitations/accept: the signed-in owner of a verified account, holding the link e-mailed
 * at approval, turns the account into the approved application's translator account. Every condition is
 * checked again now (the same account, its e-mail still the application's and still verified, the application
 * still approved and unattached), in one transaction with the link and the application locked.
 */
export async function acceptTranslatorInvitation({
  db,
  user,
  token,
}: {
  db: Database;
  user: SessionUser;
  token: string;
}): Promise<SessionUser> {
  const translator = await db.transaction(async (tx) => {
    const refuse = () => badRequest(english(INVITATION_MESSAGES.invalid));
    const [link] = await tx
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.tokenHash, hashSecret(token)))
      .limit(1)
      .for("update");
    const now = new Date();
    if (!link || link.purpose !== INVITATION_PURPOSE || link.usedAt || link.expiresAt <= now || link.userId !== user.id)
      throw refuse();
    const [owner] = await tx.select().from(users).where(eq(users.id, user.id)).limit(1).for("update");
    if (
      !owner ||
      owner.role === "admin" ||
      !owner.emailVerifiedAt ||
      owner.email.toLowerCase() !== link.email?.toLowerCase()
    )
      throw refuse();
    const [application] = await tx
      .update(translators)
      .set({ userId: owner.id, updatedAt: now })
      .where(
        and(
          eq(sql`lower(${translators.email})`, owner.email.toLowerCase()),
          eq(translators.status, "Approved"),
          isNull(translators.userId),
        ),
      )
      .returning({ translatorId: translators.translatorId });
    if (!application) throw refuse();
    await tx.update(passwordTokens).set({ usedAt: now }).where(eq(passwordTokens.id, link.id));
    const [translator] = await tx
      .update(users)
      .set({ role: "translator", updatedAt: now })
      .where(eq(users.id, owner.id))
      .returning();
    return translator!;
  });
  // The role changed: a cached session must not keep the customer role.
  invalidateUserSessions(translator.id);
  return translator;
}
