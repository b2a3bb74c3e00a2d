import { eq } from "drizzle-orm";
import type { OrderStatus } from "../../shared/enums";
import type { Executor } from "../db/client";
import { orderStatusHistory, orders } from "../db/schema/orders";
import { notFound } from "../http/app-error";

export type OrderRow = typeof orders.$inferSelect;

/**
 * Moves an order to a new status and records who did it, in the caller's transaction.
 * The row is locked first, so two concurrent changes (an admin and a payment webhook) serialise and the
 * history's from/to always chain. Returns null `from` when the order already had that status (no-op).
 */
export async function changeOrderStatus(
  tx: Executor,
  options: { orderId: number; to: OrderStatus; changedBy: number | null; note?: string },
): Promise<{ order: OrderRow; from: OrderStatus | null }> {
  const [current] = await tx.select().from(orders).where(eq(orders.id, options.orderId)).for("update").limit(1);
  if (!current) throw notFound("Order");
  if (current.status === options.to) return { order: current, from: null };
  const [order] = await tx
    .update(orders)
    .set({ status: options.to, updatedAt: new Date() })
    .where(eq(orders.id, options.orderId))
    .returning();
  await tx.insert(orderStatusHistory).values({
    orderId: options.orderId,
    fromStatus: current.status,
    toStatus: options.to,
    changedBy: options.changedBy,
    note: options.note,
  });
  return { order: order!, from: current.status };
}

/** The first history entry, written when an order is created. */
export async function recordOrderCreated(tx: Executor, order: OrderRow, createdBy: number): Promise<void> {
  await tx.insert(orderStatusHistory).values({ orderId: order.id, fromStatus: null, toStatus: order.status, changedBy: createdBy });
}
