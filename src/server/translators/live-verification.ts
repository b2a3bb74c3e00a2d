import { and, eq, gt, inArray } from "drizzle-orm";
import type { Executor } from "../db/client";
import { translators } from "../db/schema/translators";
import { generateCode, generateToken, hashSecret, EMAIL_VERIFICATION_LIFETIME_MS } from "../security/one-time-codes";

/** Statuses whose applicant may still use an e-mailed link or code (Email Verified: to continue to the ID step). */
export const VERIFYING_STATUSES = ["Pending", "Email Verified"] as const;

/** An application whose link and code are still usable: not used, not expired, not past the e-mail step. */
export const isLiveVerification = (now: Date) =>
  and(inArray(translators.status, [...VERIFYING_STATUSES]), eq(translators.tokenUsed, false), gt(translators.tokenExpires, now));

export type VerificationSecrets = {
  token: string;
  code: string;
  /** The columns to write: hashes only, a fresh 24-hour expiry, attempts reset, the send time for the resend limit. */
  values: Pick<
    typeof translators.$inferInsert,
    "verificationToken" | "verificationCode" | "tokenExpires" | "tokenUsed" | "verificationCodeAttempts" | "verificationSentAt"
  >;
};

/**
 * A new link token and 6-digit code. The code is drawn until no other live application holds the same one,
 * so a code entered alone (spec: POST {code}) identifies exactly one application.
 */
export async function newVerificationSecrets(tx: Executor, now: Date): Promise<VerificationSecrets> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const code = generateCode();
    const [clash] = await tx
      .select({ id: translators.translatorId })
      .from(translators)
      .where(and(eq(translators.verificationCode, hashSecret(code)), isLiveVerification(now)))
      .limit(1);
    if (clash) continue;
    const token = generateToken();
    return {
      token,
      code,
      values: {
        verificationToken: hashSecret(token),
        verificationCode: hashSecret(code),
        tokenExpires: new Date(now.getTime() + EMAIL_VERIFICATION_LIFETIME_MS),
        tokenUsed: false,
        verificationCodeAttempts: 0,
        verificationSentAt: now,
      },
    };
  }
  throw new Error("Could not draw a verification code unique among live applications");
}
