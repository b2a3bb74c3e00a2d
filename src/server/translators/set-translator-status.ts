import { eq } from "drizzle-orm";
import type { TranslatorApplicationDto } from "../../shared/schemas/translators";
import { decisionRefusal, type TranslatorDecision } from "../../shared/translator-status";
import type { Database } from "../db/client";
import { translators } from "../db/schema/translators";
import { badRequest, notFound, english } from "../http/app-error";
import type { Mailer } from "../mail/mailer";
import { createTranslatorAccount } from "./create-translator-account";
import { toTranslatorDto } from "./to-translator-dto";
import { approvalEmail, rejectionEmail, type ApprovalAccount } from "./translator-emails";

type SetTranslatorStatusOptions = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  translatorId: number;
  decision: TranslatorDecision;
};

/**
 * PUT /api/admin/translators/:id/status: the admin's decision under the rules of shared/translator-status.ts,
 * in one transaction with the row locked (two admins clicking at once cannot both decide). Approval creates
 * or links the translator's user account. The applicant's e-mail is queued in the transaction, dispatched after it.
 */
export async function setTranslatorStatus({
  db,
  mailer,
  publicUrl,
  translatorId,
  decision,
}: SetTranslatorStatusOptions): Promise<TranslatorApplicationDto> {
  const mail: number[] = [];
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(translators)
      .where(eq(translators.translatorId, translatorId))
      .for("update");
    if (!current) throw notFound(english("Translator application not found"));
    const refusal = decisionRefusal(current.status, decision);
    if (refusal) throw badRequest(english(refusal));
    let approval: { userId: number | null; account: ApprovalAccount } | null = null;
    if (decision === "Approved") approval = await createTranslatorAccount(tx, current);
    const [updated] = await tx
      .update(translators)
      .set({ status: decision, userId: approval?.userId ?? current.userId, updatedAt: new Date() })
      .where(eq(translators.translatorId, translatorId))
      .returning();
    mail.push(
      await mailer.queue(
        tx,
        approval ? approvalEmail(updated!, approval.account, publicUrl) : rejectionEmail(updated!),
      ),
    );
    return updated!;
  });
  await mailer.dispatch(mail);
  return toTranslatorDto(row);
}
