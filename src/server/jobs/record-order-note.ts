import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { orderStatusHistory, orders } from "../db/schema/orders";

/**
 * A line in the order's history that is not a status change (assignment, a completed job): from and to are
 * the current status, so the timelines show it in its place among the status changes.
 */
export async function recordOrderNote(
  tx: Executor,
  options: { orderId: number; note: string; changedBy: number | null },
): Promise<void> {
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, options.orderId))
    .limit(1);
  if (!order) return;
  await tx.insert(orderStatusHistory).values({
    orderId: options.orderId,
    fromStatus: order.status,
    toStatus: order.status,
    changedBy: options.changedBy,
    note: options.note,
  });
}
