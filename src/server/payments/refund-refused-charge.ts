import { eq } from "drizzle-orm";
import { formatCents } from "../../shared/money";
import type { Database, Executor } from "../db/client";
import { payments } from "../db/schema/payments";
import type { Mailer } from "../mail/mailer";
import { readSetting } from "../settings/read-settings";
import type { CheckoutRefusal } from "./checkout-refusal";
import type { PaymentLog } from "./payment-log";
import type { PaymentProvider } from "./payment-provider";
import { REFUSAL_REASONS, refusedChargeMessage } from "./refused-charge-messages";
import { type PaymentRow, isRefusedCharge, paymentMetadata } from "./serialize-payment";

type RefundRefusedChargeOptions = {
  db: Database;
  mailer: Mailer;
  provider: PaymentProvider;
  log: PaymentLog;
  paymentId: number;
};

export type RefusedChargeOutcome = "refunded" | "refund_failed" | "not_due";

/**
 * Gives back a card charge that was not taken as payment (a second charge for a paid order, or a charge for an
 * order that changed while the customer paid; docs/refunds.md, "Automatic refunds"). The provider call runs
 * outside any transaction with a key per intent, so a retry (the next reconciliation run) never refunds twice.
 * The row stays 'failed' with autoRefundedAt, so the order's paid and refunded sums are untouched. The agency is
 * e-mailed either way: what was refunded, or that the provider refused and the charge must be refunded by hand
 * (told once; the row stays refundable from the admin order page meanwhile).
 */
export async function refundRefusedCharge({
  db,
  mailer,
  provider,
  log,
  paymentId,
}: RefundRefusedChargeOptions): Promise<RefusedChargeOutcome> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (
    !row ||
    row.status !== "failed" ||
    !isRefusedCharge(row) ||
    !row.stripePaymentId ||
    paymentMetadata(row).autoRefundedAt
  )
    return "not_due";
  const refusal = paymentMetadata(row).failureCode as CheckoutRefusal | undefined;
  const reason = `Automatic refund: ${refusal ? REFUSAL_REASONS[refusal] : "the charge was not taken as payment"}`;
  if (row.provider !== provider.kind)
    return recordRefundFailure({ db, mailer, log, row, error: new Error(`made through the ${row.provider} provider`) });

  let refund;
  try {
    refund = await provider.refund({
      paymentIntentId: row.stripePaymentId,
      amountCents: row.amountCents,
      reason,
      idempotencyKey: `auto-refund-${row.stripePaymentId}`,
    });
    if (refund.status === "failed") throw new Error("the refund failed");
  } catch (error) {
    return recordRefundFailure({ db, mailer, log, row, error });
  }

  const mail = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, row.id)).for("update");
    const metadata = paymentMetadata(locked!);
    if (metadata.autoRefundedAt) return [];
    await tx
      .update(payments)
      .set({
        metadata: {
          ...metadata,
          autoRefundId: refund.id,
          autoRefundedAt: new Date().toISOString(),
          failureMessage: refusedChargeMessage(refusal, true),
        },
        updatedAt: new Date(),
      })
      .where(eq(payments.id, row.id));
    return queueAgencyNotice(tx, mailer, {
      subject: `Charge refunded automatically on order #${row.orderId}: ${formatCents(row.amountCents)}`,
      lines: [
        `A card charge of ${formatCents(row.amountCents)} on order #${row.orderId} was not taken as payment: ${reason.replace("Automatic refund: ", "")}.`,
        `It has been refunded automatically (refund ${refund.id}, intent ${row.stripePaymentId}). Nothing else is needed.`,
      ],
    });
  });
  log.info(
    { orderId: row.orderId, paymentId: row.id, intentId: row.stripePaymentId, refundId: refund.id },
    "a refused card charge was refunded automatically",
  );
  await mailer.dispatch(mail);
  return "refunded";
}

async function recordRefundFailure(options: {
  db: Database;
  mailer: Mailer;
  log: PaymentLog;
  row: PaymentRow;
  error: unknown;
}): Promise<RefusedChargeOutcome> {
  const { db, mailer, log, row, error } = options;
  log.error(
    { err: error, orderId: row.orderId, paymentId: row.id, intentId: row.stripePaymentId },
    "a refused card charge could not be refunded automatically",
  );
  const mail = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, row.id)).for("update");
    const metadata = paymentMetadata(locked!);
    await tx
      .update(payments)
      .set({ metadata: { ...metadata, autoRefundFailedAt: new Date().toISOString() }, updatedAt: new Date() })
      .where(eq(payments.id, row.id));
    if (metadata.autoRefundFailedAt) return []; // the agency was told at the first failure
    return queueAgencyNotice(tx, mailer, {
      subject: `Refund needed on order #${row.orderId}: ${formatCents(row.amountCents)}`,
      lines: [
        `A card charge of ${formatCents(row.amountCents)} on order #${row.orderId} (intent ${row.stripePaymentId}) was not taken as payment, and the automatic refund failed:`,
        error instanceof Error ? error.message : String(error),
        "It is tried again every 10 minutes; you can also refund it from the order's admin page.",
      ],
    });
  });
  await mailer.dispatch(mail);
  return "refund_failed";
}

/** The agency's notice (agency_notification_email), queued in the caller's transaction. */
async function queueAgencyNotice(
  tx: Executor,
  mailer: Mailer,
  message: { subject: string; lines: string[] },
): Promise<number[]> {
  const to = await readSetting(tx, "agency_notification_email");
  if (!to) return [];
  return [await mailer.queue(tx, { to, subject: message.subject, text: message.lines.join("\n") })];
}
