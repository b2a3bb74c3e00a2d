import { eq, sql } from "drizzle-orm";
import type { DocumentChangeResult } from "../../shared/schemas/documents";
import type { Executor } from "../db/client";
import { documents } from "../db/schema/documents";
import { orders } from "../db/schema/orders";
import type { OrderRow } from "./change-order-status";
import { priceOrder } from "./price-order";
import { toOrderDto } from "./serialize-order";

type RecomputeOrderTotalsOptions = {
  tx: Executor;
  /** The order as locked (FOR UPDATE) by the caller before its documents changed. */
  order: OrderRow;
};

/**
 * Once documents are uploaded, the order's word count is what they really contain (the sum of their counts),
 * so the price and delivery date are recomputed from it. The previous total lets the UI explain a change.
 */
export async function recomputeOrderTotals({ tx, order }: RecomputeOrderTotalsOptions): Promise<DocumentChangeResult> {
  const [{ words }] = await tx
    .select({ words: sql<number>`coalesce(sum(${documents.wordCount}), 0)`.mapWith(Number) })
    .from(documents)
    .where(eq(documents.orderId, order.id));
  const { totalPrice, estimatedDeliveryDate } = await priceOrder({ db: tx, ...order, wordCount: words });
  const [updated] = await tx
    .update(orders)
    .set({ wordCount: words, totalPrice, estimatedDeliveryDate, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  const previousTotal = Number(order.totalPrice);
  return { order: toOrderDto(updated), priceChanged: Number(updated.totalPrice) !== previousTotal, previousTotal };
}
