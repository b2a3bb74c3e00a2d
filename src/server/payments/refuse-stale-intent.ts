import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { STALE_PAYMENT_MESSAGE } from "../../shared/schemas/payments";
import type { Executor } from "../db/client";
import { orders } from "../db/schema/orders";
import { conflict } from "../http/app-error";
import { cancelOpenIntents } from "./cancel-open-intents";
import type { PaymentIntentInfo, PaymentProvider } from "./payment-provider";

/**
 * The stale checkout rule (docs/ordering.md, "Stale checkout"), checked before a card is charged: an open intent whose amount is not the order's current total
 * (the order changed after checkout opened) is cancelled and refused with 409, so the customer never pays a stale
 * amount and nothing is recorded as "Failed". Paid or unknown intents pass through to the usual handling.
 */
export async function refuseStaleIntent(options: { db: Executor; provider: PaymentProvider; log: FastifyBaseLogger; intent: PaymentIntentInfo | null }): Promise<void> {
  const { db, provider, log, intent } = options;
  if (!intent || intent.orderId === null || intent.status === "succeeded") return;
  const [order] = await db.select({ totalCents: orders.totalCents, status: orders.status }).from(orders).where(eq(orders.id, intent.orderId)).limit(1);
  if (!order || (order.status === "pending" && order.totalCents === intent.amountCents)) return;
  await cancelOpenIntents({ db, provider, log, orderId: intent.orderId, keepAmountCents: order.status === "pending" ? order.totalCents : undefined });
  throw conflict(STALE_PAYMENT_MESSAGE);
}
