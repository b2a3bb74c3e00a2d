import { and, eq, isNull } from "drizzle-orm";
import type { Language } from "../../shared/i18n/languages";
import type { Executor } from "../db/client";
import { passwordTokens } from "../db/schema/users";
import type { MailMessage } from "../mail/mailer";
import { issueEmailCode } from "../security/email-codes/issue-email-code";
import { generateToken, hashSecret, EMAIL_VERIFICATION_LIFETIME_MS } from "../security/one-time-codes";
import { emailVerificationEmail } from "./account-emails";

export const EMAIL_LINK_PURPOSE = "email-verification";

/**
 * A new link (in password_tokens) and 6-digit code (an e-mail code, purpose customer_email) for `email`; earlier
 * unused ones stop working. Returns the e-mail to send after the transaction commits.
 */
export async function issueEmailVerification(
  tx: Executor,
  options: { userId: number; email: string; publicUrl: string; language?: Language },
): Promise<MailMessage> {
  const { userId, email } = options;
  const now = new Date();
  await tx
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordTokens.userId, userId),
        eq(passwordTokens.purpose, EMAIL_LINK_PURPOSE),
        isNull(passwordTokens.usedAt),
      ),
    );
  const token = generateToken();
  await tx.insert(passwordTokens).values({
    userId,
    tokenHash: hashSecret(token),
    purpose: EMAIL_LINK_PURPOSE,
    email,
    expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_LIFETIME_MS),
  });
  const code = await issueEmailCode(tx, { purpose: "customer_email", subjectId: userId, email, now });
  return emailVerificationEmail(email, { token, code }, options.publicUrl, options.language);
}
