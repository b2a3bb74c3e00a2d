import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { estimateDeliveryDate } from "../../shared/delivery";
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

export const AMOUNT_MISMATCH_MESSAGE = "The amount charged did not match the order total. Our team will contact you about a refund.";

export type PaymentEventResult = { status: "paid" | "duplicate" | "amount_mismatch" | "failed" | "ignored"; paymentId?: number; message?: string };

type RecordPaymentSuccessOptions = { db: Database; mailer: Mailer; log: FastifyBaseLogger; providerKind: PaymentProviderKind; event: PaymentEvent; card?: CardDetails };

/**
 * payment_intent.succeeded, in one transaction: the order is locked, the intent's payment row becomes 'paid'
 * once (a redelivered event finds it paid and changes nothing), and a pending order moves to processing.
 * A charge that differs from the order total is never taken as payment of the order. The customer's receipt
 * (setting payment_receipt_emails) and the agency's notice are queued in the transaction, dispatched after it.
 */
export async function recordPaymentSuccess({ db, mailer, log, providerKind, event, card }: RecordPaymentSuccessOptions): Promise<PaymentEventResult> {
  const { intent } = event;
  if (intent.orderId === null) return ignore(log, event, "no order id in the intent's metadata");
  const mail: number[] = [];
  const result = await db.transaction(async (tx): Promise<PaymentEventResult> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, intent.orderId!)).for("update");
    if (!order) return ignore(log, event, "the intent's order does not exist");
    const [existing] = await tx.select().from(payments).where(eq(payments.stripePaymentId, intent.id)).for("update");
    const previous = existing ? paymentMetadata(existing) : {};
    if (existing && (existing.status === "paid" || existing.status === "refunded" || previous.eventIds?.includes(event.id))) {
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

    const expectedCents = order.totalCents;
    if (intent.amountCents !== expectedCents || intent.currency !== "usd") {
      log.error(
        { orderId: order.id, intentId: intent.id, paidCents: intent.amountCents, currency: intent.currency, expectedCents },
        "payment amount does not match the order total; order not marked paid",
      );
      const row = await save({ status: "failed", metadata: { ...metadata, failureCode: "amount_mismatch", failureMessage: AMOUNT_MISMATCH_MESSAGE } });
      return { status: "amount_mismatch", paymentId: row.id };
    }

    const paidAt = new Date();
    const row = await save({ status: "paid", metadata: { ...metadata, paidAt: paidAt.toISOString(), receiptLines: receiptLines(order) } });
    if (order.status === "pending") {
      await changeOrderStatus(tx, { orderId: order.id, to: "processing", actor: "system", changedBy: null, note: "Payment received" });
      // Work starts now, so the delivery estimate runs from the payment, not from when the order was drafted.
      await tx
        .update(orders)
        .set({ estimatedDeliveryDate: estimateDeliveryDate(order.serviceType, order.isRush, paidAt) })
        .where(eq(orders.id, order.id));
    } else {
      log.warn({ orderId: order.id, status: order.status, paymentId: row.id }, "payment received for an order that is no longer pending; it needs a refund");
    }
    if (await readSwitch(tx, "payment_receipt_emails")) mail.push(await queuePaymentReceipt({ tx, mailer, paymentId: row.id }));
    mail.push(...(await queueAgencyPaidOrderNotice({ tx, mailer, paymentId: row.id })));
    return { status: "paid", paymentId: row.id };
  });
  await mailer.dispatch(mail);
  return result;
}

function ignore(log: FastifyBaseLogger, event: PaymentEvent, reason: string): PaymentEventResult {
  log.warn({ eventId: event.id, intentId: event.intent.id, orderId: event.intent.orderId }, `payment event ignored: ${reason}`);
  return { status: "ignored" };
}
