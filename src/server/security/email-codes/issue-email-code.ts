import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { emailCodes } from "../../db/schema/email-codes";
import { EMAIL_VERIFICATION_LIFETIME_MS, generateCode } from "../one-time-codes";
import { EMAIL_CODE_RULES, type EmailCodePurpose, hashEmailCode, isLiveCode, ofSubject } from "./purposes";

type IssueEmailCodeOptions = { purpose: EmailCodePurpose; subjectId: number; email: string; now?: Date };

/**
 * A new 6-digit code for the subject's address, valid 24 hours. It replaces the purpose's earlier code for the
 * subject (that one stops working, its wrong attempts go with it). Call in the transaction after which the e-mail
 * is sent; returns the code to put in it (only its hash is stored).
 */
export async function issueEmailCode(
  tx: Executor,
  { purpose, subjectId, email, now = new Date() }: IssueEmailCodeOptions,
): Promise<string> {
  await tx.delete(emailCodes).where(ofSubject(purpose, subjectId));
  const code = await drawCode(tx, purpose, now);
  const { subject } = EMAIL_CODE_RULES[purpose];
  await tx.insert(emailCodes).values({
    purpose,
    userId: subject === "userId" ? subjectId : null,
    translatorId: subject === "translatorId" ? subjectId : null,
    email,
    codeHash: hashEmailCode(purpose, code, subjectId),
    expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_LIFETIME_MS),
    createdAt: now,
  });
  return code;
}

/** A code typed alone must name one subject: it is drawn again while another live code of the purpose has it. */
async function drawCode(tx: Executor, purpose: EmailCodePurpose, now: Date): Promise<string> {
  if (!EMAIL_CODE_RULES[purpose].typedAlone) return generateCode();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const code = generateCode();
    const [clash] = await tx
      .select({ id: emailCodes.id })
      .from(emailCodes)
      .where(
        and(eq(emailCodes.purpose, purpose), eq(emailCodes.codeHash, hashEmailCode(purpose, code)), isLiveCode(now)),
      )
      .limit(1);
    if (!clash) return code;
  }
  throw new Error(`Could not draw a ${purpose} code unique among live ones`);
}
