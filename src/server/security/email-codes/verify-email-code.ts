import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { emailCodes } from "../../db/schema/email-codes";
import { type AppError, type Refusal, badRequest, tooManyRequests } from "../../http/app-error";
import { MAX_CODE_ATTEMPTS, secretMatches } from "../one-time-codes";
import {
  EMAIL_CODE_RULES,
  type EmailCodePurpose,
  emailCodeSecret,
  hashEmailCode,
  isLiveCode,
  ofSubject,
  subjectOf,
} from "./purposes";

export type EmailCodeCheck =
  | { outcome: "match"; id: number; subjectId: number; email: string }
  /** No live code, or a wrong one; `attemptsLeft` when it was counted against the subject's code. */
  | { outcome: "invalid"; attemptsLeft?: number }
  /** MAX_CODE_ATTEMPTS wrong codes: only a new e-mail helps. */
  | { outcome: "locked" }
  /** A code typed alone that two live codes share (a race the draw did not prevent). */
  | { outcome: "ambiguous" };

type VerifyEmailCodeOptions = {
  purpose: EmailCodePurpose;
  /** Whose code it is, when known; left out only for purposes whose codes may be typed alone. */
  subjectId?: number;
  code: string;
  now?: Date;
};

/**
 * Checks a typed code against the purpose's live code. With the subject, the attempt is counted against the subject's
 * code before the comparison, atomically, so parallel guesses cannot get past MAX_CODE_ATTEMPTS. A code typed alone
 * is found by its hash; such guesses belong to no code, so the caller limits them (per client address).
 * A match is not used up here: the caller does so with useUpEmailCodes in the transaction that acts on it.
 */
export async function verifyEmailCode(
  db: Executor,
  { purpose, subjectId, code, now = new Date() }: VerifyEmailCodeOptions,
): Promise<EmailCodeCheck> {
  if (subjectId === undefined) return findCodeTypedAlone(db, purpose, code, now);
  const [live] = await db
    .select()
    .from(emailCodes)
    .where(and(ofSubject(purpose, subjectId), isLiveCode(now)))
    .orderBy(desc(emailCodes.id))
    .limit(1);
  if (!live) return { outcome: "invalid" };
  const [counted] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(eq(emailCodes.id, live.id), lt(emailCodes.attempts, MAX_CODE_ATTEMPTS)))
    .returning({ attempts: emailCodes.attempts });
  if (!counted) return { outcome: "locked" };
  if (!secretMatches(emailCodeSecret(purpose, code, subjectId), live.codeHash))
    return { outcome: "invalid", attemptsLeft: MAX_CODE_ATTEMPTS - counted.attempts };
  return { outcome: "match", id: live.id, subjectId, email: live.email };
}

async function findCodeTypedAlone(
  db: Executor,
  purpose: EmailCodePurpose,
  code: string,
  now: Date,
): Promise<EmailCodeCheck> {
  if (!EMAIL_CODE_RULES[purpose].typedAlone) throw new Error(`${purpose} codes are checked with their subject`);
  const rows = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.purpose, purpose), eq(emailCodes.codeHash, hashEmailCode(purpose, code)), isLiveCode(now)))
    .limit(2);
  if (rows.length === 0) return { outcome: "invalid" };
  if (rows.length > 1) return { outcome: "ambiguous" };
  const row = rows[0]!;
  if (row.attempts >= MAX_CODE_ATTEMPTS) return { outcome: "locked" };
  return { outcome: "match", id: row.id, subjectId: subjectOf(row), email: row.email };
}

/** Each flow's own words for a refused code (the status codes are the same for both). */
export type EmailCodeRefusals = { invalid: Refusal; tooManyAttempts: Refusal; ambiguous?: Refusal };

/** The answer to a refused code: 400 (with `attemptsLeft` when counted), or 429 once locked. */
export function refuseEmailCode(
  check: Exclude<EmailCodeCheck, { outcome: "match" }>,
  refusals: EmailCodeRefusals,
): AppError {
  switch (check.outcome) {
    case "locked":
      return tooManyRequests(refusals.tooManyAttempts);
    case "ambiguous":
      return badRequest(refusals.ambiguous ?? refusals.invalid);
    case "invalid":
      return badRequest(refusals.invalid, check.attemptsLeft === undefined ? {} : { attemptsLeft: check.attemptsLeft });
  }
}
