import { and, eq, lt, sql } from "drizzle-orm";
import { type VerificationCodeInput } from "../../shared/schemas/translators";
import type { Database } from "../db/client";
import { translators } from "../db/schema/translators";
import { badRequest, tooManyRequests, english } from "../http/app-error";
import type { RateLimiter } from "../security/rate-limiter";
import { isLiveVerification } from "./live-verification";
import { markEmailVerified } from "./mark-email-verified";
import { hashSecret, secretMatches, MAX_CODE_ATTEMPTS } from "../security/one-time-codes";

export const AMBIGUOUS_CODE_MESSAGE = "This code matches more than one application. Please use the link in your email instead.";
export const CODE_RATE_LIMITED_MESSAGE = "Too many incorrect codes. Please wait a few minutes, or use the link in your email.";

type VerifyEmailCodeOptions = {
  db: Database;
  input: VerificationCodeInput;
  /** Counts wrong codes entered without an e-mail, per client address. */
  codeGuesses: RateLimiter;
  clientKey: string;
};

/**
 * POST /api/verify-translator-email-code. With the applicant's e-mail, wrong codes count against that
 * application (5, then a new e-mail is needed). With the code alone (as the spec sends it), the code is
 * looked up among live applications, where it is unique; wrong guesses are limited per client address.
 */
export async function verifyEmailCode({ db, input, codeGuesses, clientKey }: VerifyEmailCodeOptions) {
  const now = new Date();
  if (input.email) {
    const [row] = await db
      .select()
      .from(translators)
      .where(and(eq(sql`lower(${translators.email})`, input.email), isLiveVerification(now)))
      .limit(1);
    if (!row) throw badRequest("CODE_INVALID");
    // Counted before the comparison, atomically: parallel guesses cannot get past the limit.
    const [slot] = await db
      .update(translators)
      .set({ verificationCodeAttempts: sql`${translators.verificationCodeAttempts} + 1` })
      .where(and(eq(translators.translatorId, row.translatorId), lt(translators.verificationCodeAttempts, MAX_CODE_ATTEMPTS)))
      .returning({ attempts: translators.verificationCodeAttempts });
    if (!slot) throw tooManyRequests("CODE_TOO_MANY_ATTEMPTS");
    if (!secretMatches(input.code, row.verificationCode)) {
      throw badRequest("CODE_INVALID", { attemptsLeft: MAX_CODE_ATTEMPTS - slot.attempts });
    }
    return markEmailVerified(db, row);
  }

  // Counted before the lookup (parallel guesses cannot get past the limit) and given back unless the code was wrong.
  if (!(await codeGuesses.hit(clientKey)).allowed) throw tooManyRequests(english(CODE_RATE_LIMITED_MESSAGE));
  const rows = await db
    .select()
    .from(translators)
    .where(and(eq(translators.verificationCode, hashSecret(input.code)), isLiveVerification(now)))
    .limit(2);
  if (rows.length === 0) throw badRequest("CODE_INVALID");
  await codeGuesses.refund(clientKey);
  if (rows.length > 1) throw badRequest(english(AMBIGUOUS_CODE_MESSAGE));
  if (rows[0]!.verificationCodeAttempts >= MAX_CODE_ATTEMPTS) throw tooManyRequests("CODE_TOO_MANY_ATTEMPTS");
  return markEmailVerified(db, rows[0]!);
}
