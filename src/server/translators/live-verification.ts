import { and, eq, gt, inArray } from "drizzle-orm";
import type { Executor } from "../db/client";
import { translators } from "../db/schema/translators";
import { issueEmailCode } from "../security/email-codes/issue-email-code";
import { generateToken, hashSecret, EMAIL_VERIFICATION_LIFETIME_MS } from "../security/one-time-codes";

/** Statuses whose applicant may still use an e-mailed link or code (Email Verified: to continue to the ID step). */
export const VERIFYING_STATUSES = ["Pending", "Email Verified"] as const;

/** An application whose link and code are still usable: not used, not expired, not past the e-mail step. */
export const isLiveVerification = (now: Date) =>
  and(
    inArray(translators.status, [...VERIFYING_STATUSES]),
    eq(translators.tokenUsed, false),
    gt(translators.tokenExpires, now),
  );

export type VerificationLink = {
  token: string;
  /** The columns to write: the token's hash, a fresh 24-hour expiry, unused. */
  values: Pick<typeof translators.$inferInsert, "verificationToken" | "tokenExpires" | "tokenUsed">;
};

/** A new link token for the application (the code comes from issueVerificationCode once the row exists). */
export function newVerificationLink(now: Date): VerificationLink {
  const token = generateToken();
  return {
    token,
    values: {
      verificationToken: hashSecret(token),
      tokenExpires: new Date(now.getTime() + EMAIL_VERIFICATION_LIFETIME_MS),
      tokenUsed: false,
    },
  };
}

/**
 * A new 6-digit code e-mailed with the link (purpose translator_email, same 24 hours). The spec lets it be typed
 * alone, so it is drawn unique among live translator codes and identifies exactly one application.
 */
export const issueVerificationCode = (tx: Executor, application: { translatorId: number; email: string }, now: Date) =>
  issueEmailCode(tx, {
    purpose: "translator_email",
    subjectId: application.translatorId,
    email: application.email,
    now,
  });
