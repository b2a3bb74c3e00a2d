import { type AnyColumn, and, asc, eq, inArray } from "drizzle-orm";
import { orderInProgressReason } from "../../shared/account-deletion";
import { fulfilmentSteps, type FulfilmentStep } from "../../shared/fulfilment";
import type { OrderInProgressDto } from "../../shared/schemas/account-data";
import type { Executor } from "../db/client";
import { orderFulfilmentEvents } from "../db/schema/fulfilment";
import { orders } from "../db/schema/orders";
import { cancellationRequests, refunds } from "../db/schema/refunds";
import { customerOrderIds } from "../orders/customer-order-ids";

/**
 * The customer's orders that keep the account open (shared/account-deletion.ts decides), oldest first. With `lock`
 * (inside the deletion's transaction) the orders' rows are locked first, so no payment or status change can slip in
 * between this check and the erasure: those writes take the same row lock.
 */
export async function findOrdersInProgress(
  db: Executor,
  userId: number,
  options: { lock?: boolean } = {},
): Promise<OrderInProgressDto[]> {
  const query = db
    .select({
      id: orders.id,
      status: orders.status,
      isPhysicalDelivery: orders.isPhysicalDelivery,
      priceLines: orders.priceLines,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.id));
  const rows = options.lock ? await query.for("update") : await query;
  if (rows.length === 0) return [];
  const ofCustomer = (column: AnyColumn) => inArray(column, customerOrderIds(db, userId));
  const events = await db
    .select({ orderId: orderFulfilmentEvents.orderId, step: orderFulfilmentEvents.step })
    .from(orderFulfilmentEvents)
    .where(ofCustomer(orderFulfilmentEvents.orderId));
  const openRequests = await db
    .select({ orderId: cancellationRequests.orderId })
    .from(cancellationRequests)
    .where(and(eq(cancellationRequests.status, "open"), ofCustomer(cancellationRequests.orderId)));
  const pendingRefunds = await db
    .select({ orderId: refunds.orderId })
    .from(refunds)
    .where(and(eq(refunds.status, "pending"), ofCustomer(refunds.orderId)));

  const recorded = new Map<number, FulfilmentStep[]>();
  for (const event of events) recorded.set(event.orderId, [...(recorded.get(event.orderId) ?? []), event.step]);
  const requested = new Set(openRequests.map((row) => row.orderId));
  const refunding = new Set(pendingRefunds.map((row) => row.orderId));
  return rows.flatMap((order) => {
    const reason = orderInProgressReason({
      status: order.status,
      fulfilmentSteps: fulfilmentSteps(order),
      recordedSteps: recorded.get(order.id) ?? [],
      openCancellationRequest: requested.has(order.id),
      pendingRefund: refunding.has(order.id),
    });
    return reason ? [{ id: order.id, status: order.status, reason }] : [];
  });
}
