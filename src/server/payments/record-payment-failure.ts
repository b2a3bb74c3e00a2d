import { and, eq, sql } from "drizzle-orm";
import type { PaymentLog } from "./payment-log";
import type { Database } from "../db/client";
import { orders } from "../db/schema/orders";
import { payments } from "../db/schema/payments";
import type { PaymentEvent, PaymentProviderKind } from "./payment-provider";
import type { PaymentEventResult } from "./record-payment-success";
import { clearPaymentAttempt } from "./record-payment-attempt";
import type { PaymentMetadata } from "./serialize-payment";
import { errorText } from "../../shared/error-codes";

type RecordPaymentFailureOptions = {
  db: Database;
  log: PaymentLog;
  providerKind: PaymentProviderKind;
  event: PaymentEvent;
};

/**
 * payment_intent.payment_failed: each failed attempt becomes its own 'failed' row (Payment History shows
 * it with the card's reason), recorded once per event. The intent stays open for another card (its row no longer
 * counts as attempted), and the order stays pending.
 */
export async function recordPaymentFailure({
  db,
  log,
  providerKind,
  event,
}: RecordPaymentFailureOptions): Promise<PaymentEventResult> {
  const { intent } = event;
  const message = intent.failure?.message ?? errorText("CARD_DECLINED");
  if (intent.orderId === null) {
    log.warn(
      { eventId: event.id, intentId: intent.id },
      "payment failure ignored: no order id in the intent's metadata",
    );
    return { status: "ignored", message };
  }
  return db.transaction(async (tx) => {
    // The order lock serialises this with any other event of the same order, so the check below is exact.
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, intent.orderId!)).for("update");
    if (!order) return { status: "ignored", message };
    const [seen] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.orderId, order.id),
          sql`${payments.metadata} -> 'eventIds' @> ${JSON.stringify([event.id])}::jsonb`,
        ),
      )
      .limit(1);
    if (seen) return { status: "duplicate", paymentId: seen.id, message };
    // The attempt is over: the intent's row is an open checkout again until another card is submitted.
    await clearPaymentAttempt(tx, intent.id);
    const metadata: PaymentMetadata = {
      intentId: intent.id,
      amountCents: intent.amountCents,
      cardBrand: intent.card?.brand,
      cardLast4: intent.card?.last4,
      failureCode: intent.failure?.code,
      failureMessage: message,
      eventIds: [event.id],
    };
    const [row] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        amountCents: intent.amountCents,
        status: "failed",
        paymentMethod: "card",
        provider: providerKind,
        metadata,
      })
      .returning({ id: payments.id });
    return { status: "failed", paymentId: row.id, message };
  });
}
