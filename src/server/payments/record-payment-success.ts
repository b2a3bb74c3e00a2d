import { eq } from "drizzle-orm";
import type { PaymentLog } from "./payment-log";
import { estimateDeliveryDate } from "../delivery/us-holidays";
import { CHARGE_REFUND_PENDING_MESSAGE } from "../../shared/schemas/payments";
import { issueBillingDocument } from "../billing/issue-billing-document";
import type { Database } from "../db/client";
import { orders } from "../db/schema/orders";
import { payments } from "../db/schema/payments";
import type { Mailer } from "../mail/mailer";
import { changeOrderStatus } from "../orders/change-order-status";
import { readSwitch } from "../settings/read-settings";
import { queueAgencyPaidOrderNotice } from "./notify-agency-of-paid-order";
import type { CardDetails, PaymentEvent, PaymentProviderKind } from "./payment-provider";
import { receiptLines } from "./receipt-lines";
import { queuePaymentReceipt } from "./send-payment-receipt";
import { type PaymentMetadata, type PaymentRow, paymentMetadata } from "./serialize-payment";
import { type CheckoutRefusal, checkoutRefusal } from "./checkout-refusal";
import { loadCheckoutFacts } from "./load-checkout-facts";

export type PaymentEventResult = {
  /** "attempted": a card was submitted and its answer is awaited (record-payment-attempt.ts); not an outcome. */
  status: "paid" | "duplicate" | "refused" | "failed" | "attempted" | "ignored";
  paymentId?: number;
  message?: string;
  /** Why a charge was not taken as payment (status "refused"); it is then refunded (refund-refused-charge.ts). */
  refusal?: CheckoutRefusal;
};

type RecordPaymentSuccessOptions = {
  db: Database;
  mailer: Mailer;
  log: PaymentLog;
  providerKind: PaymentProviderKind;
  event: PaymentEvent;
  card?: CardDetails;
};

/**
 * payment_intent.succeeded, in one transaction: the order is locked, the intent's payment row becomes 'paid'
 * once (a redelivered event finds it paid and changes nothing), and a pending order moves to processing.
 * A charge is taken as payment only when checkoutRefusal accepts it under the lock: the order is still pending
 * and unpaid, none of its documents is unread, and its price and documents are those the checkout was opened for.
 * Otherwise the row is recorded 'failed' with refusedCharge and the caller refunds it (handle-payment-event.ts).
 * The payment's invoice is numbered in the same transaction (docs/billing.md).
 * The customer's receipt (setting payment_receipt_emails) and the agency's notice are queued in the transaction,
 * dispatched after it.
 */
export async function recordPaymentSuccess({
  db,
  mailer,
  log,
  providerKind,
  event,
  card,
}: RecordPaymentSuccessOptions): Promise<PaymentEventResult> {
  const { intent } = event;
  if (intent.orderId === null) return ignore(log, event, "no order id in the intent's metadata");
  const mail: number[] = [];
  const result = await db.transaction(async (tx): Promise<PaymentEventResult> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, intent.orderId!)).for("update");
    if (!order) return ignore(log, event, "the intent's order does not exist");
    const [existing] = await tx.select().from(payments).where(eq(payments.stripePaymentId, intent.id)).for("update");
    const previous = existing ? paymentMetadata(existing) : {};
    // Refused before (another delivery of the same charge): its refund may still be due.
    if (existing?.status === "failed" && previous.refusedCharge)
      return { status: "refused", paymentId: existing.id, refusal: previous.failureCode as CheckoutRefusal };
    if (
      existing &&
      (existing.status === "paid" || existing.status === "refunded" || previous.eventIds?.includes(event.id))
    ) {
      return { status: "duplicate", paymentId: existing.id };
    }

    const metadata: PaymentMetadata = {
      ...previous,
      intentId: intent.id,
      amountCents: intent.amountCents,
      cardBrand: card?.brand,
      cardLast4: card?.last4,
      eventIds: [...(previous.eventIds ?? []), event.id],
    };
    const save = async (values: { status: "paid" | "failed"; metadata: PaymentMetadata }): Promise<PaymentRow> => {
      const row = { ...values, amountCents: intent.amountCents, paymentMethod: "card", updatedAt: new Date() };
      if (existing) return (await tx.update(payments).set(row).where(eq(payments.id, existing.id)).returning())[0];
      return (
        await tx
          .insert(payments)
          .values({ ...row, orderId: order.id, stripePaymentId: intent.id, provider: providerKind })
          .returning()
      )[0];
    };

    const facts = await loadCheckoutFacts(tx, order, intent.id);
    const refusal = checkoutRefusal(facts, {
      amountCents: intent.amountCents,
      currency: intent.currency,
      fingerprint: previous.pricedFingerprint,
      cancelled: Boolean(previous.cancelledAt),
    });
    if (refusal) {
      log.error(
        {
          orderId: order.id,
          intentId: intent.id,
          refusal,
          paidCents: intent.amountCents,
          currency: intent.currency,
          expectedCents: order.totalCents,
        },
        "a card charge was not taken as payment of its order; it is refunded automatically",
      );
      const row = await save({
        status: "failed",
        metadata: {
          ...metadata,
          refusedCharge: true,
          failureCode: refusal,
          failureMessage: CHARGE_REFUND_PENDING_MESSAGE,
        },
      });
      return { status: "refused", paymentId: row.id, refusal };
    }

    const paidAt = new Date();
    const row = await save({
      status: "paid",
      metadata: { ...metadata, paidAt: paidAt.toISOString(), receiptLines: receiptLines(order) },
    });
    await issueBillingDocument(tx, { series: "invoice", paymentId: row.id, orderId: order.id, issuedAt: paidAt });
    await changeOrderStatus(tx, {
      orderId: order.id,
      to: "processing",
      actor: "system",
      changedBy: null,
      note: "Payment received",
    });
    // Work starts now, so the delivery estimate runs from the payment, not from when the order was drafted.
    await tx
      .update(orders)
      .set({ estimatedDeliveryDate: estimateDeliveryDate(order.serviceType, order.isRush, paidAt) })
      .where(eq(orders.id, order.id));
    if (await readSwitch(tx, "payment_receipt_emails"))
      mail.push(await queuePaymentReceipt({ tx, mailer, paymentId: row.id }));
    mail.push(...(await queueAgencyPaidOrderNotice({ tx, mailer, paymentId: row.id })));
    return { status: "paid", paymentId: row.id };
  });
  await mailer.dispatch(mail);
  return result;
}

function ignore(log: PaymentLog, event: PaymentEvent, reason: string): PaymentEventResult {
  log.warn(
    { eventId: event.id, intentId: event.intent.id, orderId: event.intent.orderId },
    `payment event ignored: ${reason}`,
  );
  return { status: "ignored" };
}
