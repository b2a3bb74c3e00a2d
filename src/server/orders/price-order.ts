import { eq } from "drizzle-orm";
import { estimateDeliveryDate } from "../delivery/us-holidays";
import type { Executor } from "../db/client";
import { orders } from "../db/schema/orders";
import { priceWithCatalog } from "../pricing/quote-order";
import { loadCatalog } from "../pricing/load-catalog";
import type { OrderRow } from "./change-order-status";
import { loadOrderItems, toPriceItems } from "./order-items";

/**
 * Re-prices an order from its items (and documents) with today's catalog and stores the lines and total:
 * called when the order is created and whenever a pending order's items, documents or manual price change.
 * Once paid, nothing calls it: the stored lines are what was sold.
 */
export async function repriceOrder(tx: Executor, order: OrderRow): Promise<OrderRow> {
  const items = await loadOrderItems(tx, order.id);
  const priced = priceWithCatalog(
    {
      serviceType: order.serviceType,
      translationDirection: order.translationDirection,
      isRush: order.isRush,
      isPhysicalDelivery: order.isPhysicalDelivery,
      items: toPriceItems(items),
      manualPrice:
        order.manualPriceCents === null
          ? null
          : { amountCents: order.manualPriceCents, reason: order.manualPriceReason ?? "" },
    },
    await loadCatalog(tx),
  );
  const [updated] = await tx
    .update(orders)
    .set({
      priceLines: priced.lines,
      totalCents: priced.totalCents,
      // The order's word count is the sum of what its per-word and flat items contain (for translators' workload).
      wordCount: items.reduce((words, item) => words + (item.wordCount ?? 0), 0),
      estimatedDeliveryDate: estimateDeliveryDate(order.serviceType, order.isRush, order.createdAt),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id))
    .returning();
  return updated!;
}
