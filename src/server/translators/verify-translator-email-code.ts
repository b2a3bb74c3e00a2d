import { and, eq, sql } from "drizzle-orm";
import type { VerificationCodeInput } from "../../shared/schemas/translators";
import type { Database } from "../db/client";
import { translators } from "../db/schema/translators";
import { badRequest, english, tooManyRequests } from "../http/app-error";
import { type EmailCodeRefusals, refuseEmailCode, verifyEmailCode } from "../security/email-codes/verify-email-code";
import type { RateLimiter } from "../security/rate-limiter";
import { isLiveVerification } from "./live-verification";
import { markEmailVerified } from "./mark-email-verified";

export const AMBIGUOUS_CODE_MESSAGE =
  "This code matches more than one application. Please use the link in your email instead.";
export const CODE_RATE_LIMITED_MESSAGE =
  "Too many incorrect codes. Please wait a few minutes, or use the link in your email.";

const REFUSALS: EmailCodeRefusals = {
  invalid: "CODE_INVALID",
  tooManyAttempts: "CODE_TOO_MANY_ATTEMPTS",
  ambiguous: english(AMBIGUOUS_CODE_MESSAGE),
};

type VerifyTranslatorEmailCodeOptions = {
  db: Database;
  input: VerificationCodeInput;
  /** Counts wrong codes entered without an e-mail, per client address. */
  codeGuesses: RateLimiter;
  clientKey: string;
};

/**
 * POST /api/verify-translator-email-code. With the applicant's e-mail, wrong codes count against that
 * application's code (5, then a new e-mail is needed). With the code alone (as the spec sends it), the code is
 * looked up among live translator codes, where it is unique; wrong guesses are limited per client address.
 */
export async function verifyTranslatorEmailCode({
  db,
  input,
  codeGuesses,
  clientKey,
}: VerifyTranslatorEmailCodeOptions) {
  const now = new Date();
  if (input.email) {
    const [row] = await db
      .select()
      .from(translators)
      .where(and(eq(sql`lower(${translators.email})`, input.email), isLiveVerification(now)))
      .limit(1);
    if (!row) throw badRequest("CODE_INVALID");
    const check = await verifyEmailCode(db, {
      purpose: "translator_email",
      subjectId: row.translatorId,
      code: input.code,
      now,
    });
    if (check.outcome !== "match") throw refuseEmailCode(check, REFUSALS);
    return markEmailVerified(db, row);
  }

  // Counted before the lookup (parallel guesses cannot get past the limit) and given back unless the code was wrong.
  if (!(await codeGuesses.hit(clientKey)).allowed) throw tooManyRequests(english(CODE_RATE_LIMITED_MESSAGE));
  const check = await verifyEmailCode(db, { purpose: "translator_email", code: input.code, now });
  const [row] =
    check.outcome === "match"
      ? await db
          .select()
          .from(translators)
          .where(and(eq(translators.translatorId, check.subjectId), isLiveVerification(now)))
          .limit(1)
      : [];
  if (check.outcome === "invalid" || (check.outcome === "match" && !row)) throw badRequest("CODE_INVALID");
  await codeGuesses.refund(clientKey);
  if (check.outcome !== "match") throw refuseEmailCode(check, REFUSALS);
  return markEmailVerified(db, row!);
}
