import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { emailCodes } from "../../db/schema/email-codes";
import { type EmailCodePurpose, isLiveCode, ofSubject } from "./purposes";

type UseUpEmailCodesOptions = {
  purpose: EmailCodePurpose;
  subjectId: number;
  /** Only this code (the one just matched): false if it was used, replaced or expired meanwhile. */
  id?: number;
  now?: Date;
};

/**
 * Marks the subject's live code(s) of the purpose used: the address is proven, by this code or by the link sent
 * with it. In the transaction that records the proof, so a refusal after it leaves the code usable. True if one was live.
 */
export async function useUpEmailCodes(
  tx: Executor,
  { purpose, subjectId, id, now = new Date() }: UseUpEmailCodesOptions,
): Promise<boolean> {
  const used = await tx
    .update(emailCodes)
    .set({ usedAt: now })
    .where(and(ofSubject(purpose, subjectId), isLiveCode(now), id === undefined ? undefined : eq(emailCodes.id, id)))
    .returning({ id: emailCodes.id });
  return used.length > 0;
}
