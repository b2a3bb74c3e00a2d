import { and, eq, gt, isNull, type SQL } from "drizzle-orm";
import { emailCodes, type EMAIL_CODE_PURPOSES } from "../../db/schema/email-codes";
import { hashSecret } from "../one-time-codes";

export type EmailCodePurpose = (typeof EMAIL_CODE_PURPOSES)[number];

type PurposeRule = {
  /** The column naming whose address it is. */
  subject: "userId" | "translatorId";
  /**
   * The code may be typed without saying whose it is (the spec's translator form posts only `{ code }`): it is found
   * by its own hash, so it is drawn unique among the purpose's live codes. Otherwise the subject is known when the
   * code is typed (a signed-in customer) and the hash binds the code to it.
   */
  typedAlone: boolean;
};

/** What each purpose's codes prove (docs/security.md, "E-mail verification codes"). */
export const EMAIL_CODE_RULES: Record<EmailCodePurpose, PurposeRule> = {
  customer_email: { subject: "userId", typedAlone: false },
  translator_email: { subject: "translatorId", typedAlone: true },
};

/**
 * What is hashed for a code: the code alone (typed alone: found by its hash), else "<subject id>:<code>". Hashes
 * from before migration 0030 were made the same way, so codes already e-mailed keep working.
 */
export function emailCodeSecret(purpose: EmailCodePurpose, code: string, subjectId?: number): string {
  if (EMAIL_CODE_RULES[purpose].typedAlone) return code;
  if (subjectId === undefined) throw new Error(`${purpose} codes are bound to their subject`);
  return `${subjectId}:${code}`;
}

export const hashEmailCode = (purpose: EmailCodePurpose, code: string, subjectId?: number): string =>
  hashSecret(emailCodeSecret(purpose, code, subjectId));

/** One subject's codes of one purpose. */
export const ofSubject = (purpose: EmailCodePurpose, subjectId: number): SQL =>
  and(eq(emailCodes.purpose, purpose), eq(emailCodes[EMAIL_CODE_RULES[purpose].subject], subjectId))!;

/** Neither used nor expired. */
export const isLiveCode = (now: Date): SQL => and(isNull(emailCodes.usedAt), gt(emailCodes.expiresAt, now))!;

/** The subject id of a stored code. */
export function subjectOf(row: Pick<typeof emailCodes.$inferSelect, "purpose" | "userId" | "translatorId">): number {
  const id = row[EMAIL_CODE_RULES[row.purpose].subject];
  if (id === null) throw new Error(`email code without its ${row.purpose} subject`);
  return id;
}
