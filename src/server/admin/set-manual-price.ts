import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { formatCents } from "../../shared/money";
import type { ManualPriceInput } from "../../shared/schemas/pricing";
import type { Database } from "../db/client";
import { orderStatusHistory, orders } from "../db/schema/orders";
import { notFound } from "../http/app-error";
import { assertOrderAllows, loadOrderState } from "../orders/assert-order-allows";
import { repriceOrder } from "../orders/price-order";
import { cancelOpenIntents } from "../payments/cancel-open-intents";
import type { PaymentProvider } from "../payments/payment-provider";

type SetManualPriceOptions = {
  db: Database;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  orderId: number;
  adminId: number;
  input: ManualPriceInput;
};

/**
 * An admin prices a pending order's translation work by hand (a 40-page court file). The order
 * is re-priced with a "manual" line in place of the translation and rush lines (add-ons, shipping and the minimum
 * still apply), the history records who and why, and any open checkout at the old total is cancelled.
 */
export async function setManualPrice({
  db,
  provider,
  log,
  orderId,
  adminId,
  input,
}: SetManualPriceOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update").limit(1);
    if (!order) throw notFound("ORDER_NOT_FOUND");
    assertOrderAllows(await loadOrderState(tx, order), "set_manual_price");
    const [withManual] = await tx
      .update(orders)
      .set({ manualPriceCents: input.amountCents, manualPriceReason: input.reason })
      .where(eq(orders.id, orderId))
      .returning();
    const repriced = await repriceOrder(tx, withManual!);
    // A history line without a status move: the admin's "who and why", with the new total.
    await tx.insert(orderStatusHistory).values({
      orderId,
      fromStatus: order.status,
      toStatus: order.status,
      changedBy: adminId,
      note: `Manual price ${formatCents(input.amountCents)} (order total ${formatCents(repriced.totalCents)}): ${input.reason}`,
    });
  });
  await cancelOpenIntents({ db, provider, log, orderId });
}
