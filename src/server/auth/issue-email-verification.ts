import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Language } from "../../shared/i18n/languages";
import type { Executor } from "../db/client";
import { passwordTokens } from "../db/schema/users";
import type { MailMessage } from "../mail/mailer";
import { generateCode, generateToken, hashSecret, EMAIL_VERIFICATION_LIFETIME_MS } from "../security/one-time-codes";
import { emailVerificationEmail } from "./account-emails";

export const EMAIL_LINK_PURPOSE = "email-verification";
export const EMAIL_CODE_PURPOSE = "email-verification-code";

/** Codes are stored hashed with the user id, so two users' codes never collide and a code only works for its account. */
export const hashEmailCode = (userId: number, code: string) => hashSecret(`${userId}:${code}`);

/**
 * A new link and 6-digit code for `email` (earlier unused ones stop working); returns the e-mail to send
 * after the transaction commits.
 */
export async function issueEmailVerification(tx: Executor, options: { userId: number; email: string; publicUrl: string; language?: Language }): Promise<MailMessage> {
  const { userId, email } = options;
  const now = new Date();
  await tx
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordTokens.userId, userId), inArray(passwordTokens.purpose, [EMAIL_LINK_PURPOSE, EMAIL_CODE_PURPOSE]), isNull(passwordTokens.usedAt)));
  const token = generateToken();
  const code = generateCode();
  const expiresAt = new Date(now.getTime() + EMAIL_VERIFICATION_LIFETIME_MS);
  await tx.insert(passwordTokens).values([
    { userId, tokenHash: hashSecret(token), purpose: EMAIL_LINK_PURPOSE, email, expiresAt },
    { userId, tokenHash: hashEmailCode(userId, code), purpose: EMAIL_CODE_PURPOSE, email, expiresAt },
  ]);
  return emailVerificationEmail(email, { token, code }, options.publicUrl, options.language);
}
