import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "../db/client";
import { orders } from "../db/schema/orders";
import { payments } from "../db/schema/payments";
import { conflict } from "../http/app-error";
import { cancelOpenIntents } from "./cancel-open-intents";
import { checkoutRefusal } from "./checkout-refusal";
import { loadCheckoutFacts } from "./load-checkout-facts";
import type { PaymentIntentInfo, PaymentProvider } from "./payment-provider";
import { paymentMetadata } from "./serialize-payment";

/**
 * The stale checkout rule (docs/ordering.md, "Stale checkout"), checked before a card is charged: an open intent
 * that may no longer pay its order (another total, other documents, a document still being read, an order paid
 * or no longer pending) is cancelled and refused with 409, so the customer never pays for an order that is not the
 * one they saw and nothing is recorded as "Failed". The payment's transaction checks the same rule again
 * (record-payment-success.ts) for a change that lands between this check and the charge.
 * Paid or unknown intents pass through to the usual handling.
 */
export async function refuseStaleIntent(options: {
  db: Executor;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  intent: PaymentIntentInfo | null;
}): Promise<void> {
  const { db, provider, log, intent } = options;
  if (!intent || intent.orderId === null || intent.status === "succeeded") return;
  const [order] = await db.select().from(orders).where(eq(orders.id, intent.orderId)).limit(1);
  if (!order) return;
  const [row] = await db.select().from(payments).where(eq(payments.stripePaymentId, intent.id)).limit(1);
  const metadata = row ? paymentMetadata(row) : {};
  const facts = await loadCheckoutFacts(db, order, intent.id);
  const refusal = checkoutRefusal(facts, {
    amountCents: intent.amountCents,
    currency: intent.currency,
    fingerprint: metadata.pricedFingerprint,
    cancelled: Boolean(metadata.cancelledAt),
  });
  if (!refusal) return;
  log.info(
    { orderId: order.id, intentId: intent.id, refusal },
    "a stale checkout was refused before the card was charged",
  );
  await cancelOpenIntents({ db, provider, log, orderId: order.id, keepCurrent: true });
  throw conflict("STALE_PAYMENT");
}
