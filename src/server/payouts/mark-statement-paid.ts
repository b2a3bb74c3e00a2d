import { and, eq, isNull } from "drizzle-orm";
import { formatCents } from "../../shared/money";
import type { MarkPaidInput, StatementDetailDto } from "../../shared/schemas/translator-pay";
import { PAY_MESSAGES, monthLabel } from "../../shared/translator-pay";
import type { Database } from "../db/client";
import { payoutStatements } from "../db/schema/translator-pay";
import { translators } from "../db/schema/translators";
import { users } from "../db/schema/users";
import { AppError, badRequest, notFound, english } from "../http/app-error";
import type { Mailer } from "../mail/mailer";
import { loadPay } from "../translator-pay/translator-rates";
import { getStatement } from "./list-statements";
import { type PayoutProvider, PayoutRefusedError } from "./payout-provider";

export const PAYOUT_REFUSED_PREFIX = "The payout provider refused the transfer: ";

/**
 * POST /api/admin/payouts/statements/:id/pay `{ reference, outsideProvider? }`: pays the statement through the payout
 * adapter (a Stripe Connect transfer to the translator's account, or the test provider), or records a payment made
 * outside it, then marks it paid with the admin's reference and e-mails the translator. Idempotent: a paid statement
 * is answered as it is, and the transfer's idempotency key is the statement's, so a retry or a second admin never
 * pays twice. The provider's refusal is a 502 with its words; the statement stays unpaid.
 */
export async function markStatementPaid(options: {
  db: Database;
  payouts: PayoutProvider;
  mailer: Mailer;
  id: number;
  input: MarkPaidInput;
  adminId: number;
}): Promise<StatementDetailDto> {
  const { db, payouts, mailer, id, input, adminId } = options;
  const [statement] = await db.select().from(payoutStatements).where(eq(payoutStatements.id, id)).limit(1);
  if (!statement) throw notFound(english("Statement not found"));
  if (statement.paidAt) return getStatement(db, id);

  let provider = "manual";
  let transferId: string | null = null;
  if (!input.outsideProvider && statement.totalCents > 0) {
    const pay = await loadPay(db, statement.translatorId);
    if (payouts.kind === "stripe" && !pay.payoutAccountId) throw badRequest(english(PAY_MESSAGES.payoutAccountMissing));
    try {
      const transfer = await payouts.transfer({
        amountCents: statement.totalCents,
        currency: "usd",
        destination: pay.payoutAccountId,
        statementId: id,
        description: `Translator statement #${id}, ${monthLabel(statement.month)}`,
        idempotencyKey: `payout-statement-${id}`,
      });
      provider = payouts.kind;
      transferId = transfer.id;
    } catch (error) {
      if (error instanceof PayoutRefusedError) throw new AppError(502, english(`${PAYOUT_REFUSED_PREFIX}${error.message}`, "PROVIDER_REFUSED"));
      throw error;
    }
  }

  const mail: number[] = [];
  await db.transaction(async (tx) => {
    const now = new Date();
    const [paid] = await tx
      .update(payoutStatements)
      .set({ paidAt: now, paidBy: adminId, reference: input.reference, payoutProvider: provider, transferId, updatedAt: now })
      .where(and(eq(payoutStatements.id, id), isNull(payoutStatements.paidAt)))
      .returning();
    // Another admin's request marked it first (with the same transfer): nothing more to do.
    if (!paid) return;
    const [translator] = await tx
      .select({ fullName: translators.fullName, email: translators.email, userEmail: users.email })
      .from(translators)
      .leftJoin(users, eq(users.id, translators.userId))
      .where(eq(translators.translatorId, paid.translatorId))
      .limit(1);
    if (translator) {
      mail.push(
        await mailer.queue(tx, {
          to: translator.userEmail ?? translator.email,
          subject: `Your payout for ${monthLabel(paid.month)}: ${formatCents(paid.totalCents)}`,
          text: [
            `Hello ${translator.fullName},`,
            "",
            `Statement #${paid.id} for ${monthLabel(paid.month)} (${paid.jobCount} ${paid.jobCount === 1 ? "job" : "jobs"}, ${formatCents(paid.totalCents)}) has been paid.`,
            `Reference: ${paid.reference}`,
            "",
            "Your statements and earnings are on the Earnings page of the translator portal.",
            "",
            "Bosphorus Translate",
          ].join("\n"),
        }),
      );
    }
  });
  await mailer.dispatch(mail);
  return getStatement(db, id);
}
