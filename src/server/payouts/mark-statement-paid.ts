import { and, eq, isNull } from "drizzle-orm";
import { formatCents } from "../../shared/money";
import type { MarkPaidInput, StatementDetailDto } from "../../shared/schemas/translator-pay";
import { PAY_MESSAGES } from "../../shared/translator-pay/messages";
import { monthLabel } from "../../shared/translator-pay/statements";
import type { Database, Executor } from "../db/client";
import { payoutStatements } from "../db/schema/translator-pay";
import { translators } from "../db/schema/translators";
import { users } from "../db/schema/users";
import { AppError, badRequest, conflict, notFound, english } from "../http/app-error";
import type { Mailer } from "../mail/mailer";
import { loadPay } from "../translator-pay/translator-rates";
import { getStatement } from "./list-statements";
import { type PayoutProvider, PayoutRefusedError, statementTransferKey } from "./payout-provider";

export const PAYOUT_REFUSED_PREFIX = "The payout provider refused the transfer: ";

/**
 * A provider payment under way this long is taken as interrupted (its process died): another provider request may
 * take it over (same idempotency key, so the provider answers the same transfer) and the reconciliation settles it.
 */
export const PAYING_STALE_MS = 5 * 60 * 1000;

export type PayMode = "provider" | "manual";
type Statement = typeof payoutStatements.$inferSelect;

/** How a paid statement was paid, in the request's terms: anything but "manual" went through the provider. */
const paidMode = (statement: Statement): PayMode => (statement.payoutProvider === "manual" ? "manual" : "provider");

/**
 * POST /api/admin/payouts/statements/:id/pay `{ reference, outsideProvider? }`: pays the statement through the payout
 * adapter (a Stripe Connect transfer to the translator's account, or the test provider), or records a payment made
 * outside it, then marks it paid with the admin's reference and e-mails the translator.
 * One payment per statement whatever the mode (issue 37): the statement's row is locked and its state checked in a
 * transaction before anything else. A manual payment is recorded in that transaction; a provider payment is first
 * claimed there ("paying"), then the provider is called with the statement's idempotency key, then the transfer is
 * recorded. A request meeting a payment under way gets 409 STATEMENT_PAYMENT_IN_PROGRESS, one meeting a statement
 * paid the other way 409 STATEMENT_PAID_OTHERWISE; a retry in the same mode is answered with the paid statement.
 * The provider's refusal is a 502 with its words; the statement stays unpaid and the claim is released.
 */
export async function markStatementPaid(options: {
  db: Database;
  payouts: PayoutProvider;
  mailer: Mailer;
  id: number;
  input: MarkPaidInput;
  adminId: number;
  now?: () => Date;
}): Promise<StatementDetailDto> {
  const { db, payouts, mailer, id, input, adminId } = options;
  const now = options.now ?? (() => new Date());
  const mode: PayMode = input.outsideProvider ? "manual" : "provider";

  const mail: number[] = [];
  const claim = await db.transaction(async (tx) => {
    const [statement] = await tx
      .select()
      .from(payoutStatements)
      .where(eq(payoutStatements.id, id))
      .for("update")
      .limit(1);
    if (!statement) throw notFound(english("Statement not found"));
    if (statement.paidAt) {
      // A $0 statement sends nothing either way: any retry is answered with it.
      if (statement.totalCents > 0 && paidMode(statement) !== mode) throw conflict("STATEMENT_PAID_OTHERWISE");
      return null;
    }
    if (statement.payingMode) {
      const stale = !statement.payingAt || now().getTime() - statement.payingAt.getTime() >= PAYING_STALE_MS;
      // Only a provider payment may take over an interrupted one: a manual one could pay what the provider already sent.
      if (!(stale && statement.payingMode === "provider" && mode === "provider"))
        throw conflict("STATEMENT_PAYMENT_IN_PROGRESS");
    }
    if (mode === "manual" || statement.totalCents === 0) {
      // Nothing to send: recorded here, under the lock.
      mail.push(
        ...(await recordPaid(tx, {
          mailer,
          id,
          adminId,
          reference: input.reference,
          provider: "manual",
          transferId: null,
          at: now(),
        })),
      );
      return null;
    }
    const pay = await loadPay(tx, statement.translatorId);
    if (payouts.kind === "stripe" && !pay.payoutAccountId) throw badRequest(english(PAY_MESSAGES.payoutAccountMissing));
    const at = now();
    await tx
      .update(payoutStatements)
      .set({ payingAt: at, payingMode: "provider", reference: input.reference, updatedAt: at })
      .where(eq(payoutStatements.id, id));
    return { statement, destination: pay.payoutAccountId, at };
  });

  if (claim) {
    const { statement } = claim;
    let transferId: string;
    try {
      const transfer = await payouts.transfer({
        amountCents: statement.totalCents,
        currency: "usd",
        destination: claim.destination,
        statementId: id,
        description: `Translator statement #${id}, ${monthLabel(statement.month)}`,
        idempotencyKey: statementTransferKey(id),
      });
      transferId = transfer.id;
    } catch (error) {
      if (error instanceof PayoutRefusedError) {
        // Refused: nothing was sent, so the statement may be paid again, either way.
        await db
          .update(payoutStatements)
          .set({ payingAt: null, payingMode: null, updatedAt: now() })
          .where(
            and(eq(payoutStatements.id, id), isNull(payoutStatements.paidAt), eq(payoutStatements.payingAt, claim.at)),
          );
        throw new AppError(502, english(`${PAYOUT_REFUSED_PREFIX}${error.message}`, "PROVIDER_REFUSED"));
      }
      // Unknown outcome (network): the claim stays, so no manual payment can follow a transfer that may exist;
      // a provider retry after PAYING_STALE_MS, or the reconciliation, settles it.
      throw error;
    }
    await db.transaction(async (tx) => {
      mail.push(
        ...(await recordPaid(tx, {
          mailer,
          id,
          adminId,
          reference: input.reference,
          provider: payouts.kind,
          transferId,
          at: now(),
        })),
      );
    });
  }
  await mailer.dispatch(mail);
  return getStatement(db, id);
}

/**
 * Marks an unpaid statement paid (clearing any claim) and queues the translator's e-mail; nothing when another request
 * or the reconciliation recorded it first. Returns the queued mail ids.
 */
export async function recordPaid(
  tx: Executor,
  options: {
    mailer: Mailer;
    id: number;
    adminId: number | null;
    reference: string | null;
    provider: string;
    transferId: string | null;
    at: Date;
  },
): Promise<number[]> {
  const { mailer, id, at } = options;
  const [paid] = await tx
    .update(payoutStatements)
    .set({
      paidAt: at,
      paidBy: options.adminId,
      reference: options.reference,
      payoutProvider: options.provider,
      transferId: options.transferId,
      payingAt: null,
      payingMode: null,
      updatedAt: at,
    })
    .where(and(eq(payoutStatements.id, id), isNull(payoutStatements.paidAt)))
    .returning();
  if (!paid) return [];
  const [translator] = await tx
    .select({ fullName: translators.fullName, email: translators.email, userEmail: users.email })
    .from(translators)
    .leftJoin(users, eq(users.id, translators.userId))
    .where(eq(translators.translatorId, paid.translatorId))
    .limit(1);
  if (!translator) return [];
  return [
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
  ];
}
