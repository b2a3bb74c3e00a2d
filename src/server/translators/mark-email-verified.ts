import { and, eq } from "drizzle-orm";
import type { EmailVerifiedResponse } from "../../shared/schemas/translators";
import type { Executor } from "../db/client";
import { translators } from "../db/schema/translators";
import { badRequest, english } from "../http/app-error";
import { useUpEmailCodes } from "../security/email-codes/use-up-email-codes";
import { generateToken, hashSecret } from "../security/one-time-codes";

export const ALREADY_USED_MESSAGE = "This verification link or code has already been used.";

type Row = Pick<typeof translators.$inferSelect, "translatorId" | "status">;

/**
 * Marks the e-mail verified and the link and code used (at most once: the update requires tokenUsed = false).
 * Returns the token the browser keeps for the identity step: the link's own token, or a fresh one after a code.
 */
export async function markEmailVerified(
  db: Executor,
  row: Row,
  linkToken?: string,
): Promise<{ applicantToken: string; answer: EmailVerifiedResponse }> {
  const applicantToken = linkToken ?? generateToken();
  await db.transaction(async (tx) => {
    const now = new Date();
    const [updated] = await tx
      .update(translators)
      .set({
        emailVerified: true,
        tokenUsed: true,
        verificationToken: hashSecret(applicantToken),
        status: row.status === "Pending" ? "Email Verified" : row.status,
        updatedAt: now,
      })
      .where(and(eq(translators.translatorId, row.translatorId), eq(translators.tokenUsed, false)))
      .returning({ translatorId: translators.translatorId });
    if (!updated) throw badRequest(english(ALREADY_USED_MESSAGE));
    await useUpEmailCodes(tx, { purpose: "translator_email", subjectId: row.translatorId, now });
  });
  return {
    applicantToken,
    answer: {
      message: "Your email has been verified. Next, please verify your identity.",
      translatorId: row.translatorId,
      redirectUrl: `/translator-id-verification?id=${row.translatorId}`,
    },
  };
}
