import { and, eq, isNotNull } from "drizzle-orm";
import type { Executor } from "../db/client";
import { orders } from "../db/schema/orders";
import { payments } from "../db/schema/payments";
import { checkoutRefusal } from "./checkout-refusal";
import { loadCheckoutFacts } from "./load-checkout-facts";
import type { PaymentProvider } from "./payment-provider";
import { paymentMetadata } from "./serialize-payment";

type CancelOpenIntentsOptions = {
  db: Executor;
  provider: PaymentProvider;
  log: { warn(obj: object, msg?: string): void };
  orderId: number;
  /** Keep the open checkouts that may still pay the order as it is now; otherwise every open checkout is cancelled. */
  keepCurrent?: boolean;
};

/**
 * An order whose items, documents or price changed must not be paid at its old total or for its old documents,
 * so its open checkouts are cancelled at the provider. Their payment rows stay 'pending' (never shown to the
 * customer, never labelled "Failed") with `cancelledAt` in the metadata. A provider refusal (the intent was paid
 * meanwhile) is logged: the payment handler then refuses and refunds the charge (record-payment-success.ts).
 */
export async function cancelOpenIntents({
  db,
  provider,
  log,
  orderId,
  keepCurrent = false,
}: CancelOpenIntentsOptions): Promise<number> {
  const open = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, "pending"),
        eq(payments.provider, provider.kind),
        isNotNull(payments.stripePaymentId),
      ),
    );
  if (open.length === 0) return 0;
  const [order] = keepCurrent ? await db.select().from(orders).where(eq(orders.id, orderId)).limit(1) : [];
  const facts = order ? await loadCheckoutFacts(db, order) : null;
  let cancelled = 0;
  for (const row of open) {
    const metadata = paymentMetadata(row);
    if (metadata.cancelledAt) continue;
    if (
      facts &&
      checkoutRefusal(facts, {
        amountCents: row.amountCents,
        currency: "usd",
        fingerprint: metadata.pricedFingerprint,
      }) === null
    )
      continue;
    try {
      await provider.cancel(row.stripePaymentId!);
    } catch (error) {
      log.warn({ err: error, orderId, intentId: row.stripePaymentId }, "could not cancel a stale payment intent");
      continue;
    }
    await db
      .update(payments)
      .set({
        metadata: { ...metadata, cancelledAt: new Date().toISOString(), cancelReason: "order_changed" },
        updatedAt: new Date(),
      })
      .where(eq(payments.id, row.id));
    cancelled += 1;
  }
  return cancelled;
}
