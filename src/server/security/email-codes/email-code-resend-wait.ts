import { desc } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { emailCodes } from "../../db/schema/email-codes";
import { resendWaitSeconds } from "../one-time-codes";
import { type EmailCodePurpose, ofSubject } from "./purposes";

/** Whole seconds before the subject may be e-mailed another code of the purpose: one a minute, from the last (0 when allowed). */
export async function emailCodeResendWait(
  db: Executor,
  { purpose, subjectId, now }: { purpose: EmailCodePurpose; subjectId: number; now: Date },
): Promise<number> {
  const [latest] = await db
    .select({ sentAt: emailCodes.createdAt })
    .from(emailCodes)
    .where(ofSubject(purpose, subjectId))
    .orderBy(desc(emailCodes.id))
    .limit(1);
  return resendWaitSeconds(latest?.sentAt, now);
}
