import { eq } from "drizzle-orm";
import type { OrderStatus } from "../../shared/enums";
import { type OrderActor, transitionRefusal } from "../../shared/order-transitions";
import type { Executor } from "../db/client";
import { orderStatusHistory, orders } from "../db/schema/orders";
import { badRequest, notFound, english } from "../http/app-error";
import { type ClosedJob, closeActiveJob } from "../jobs/close-active-job";
import { settlePayOnStatus } from "../translator-pay/settle-pay-on-status";
import { loadOrderFacts } from "./load-order-facts";

export type OrderRow = typeof orders.$inferSelect;

export type ChangeOrderStatusOptions = {
  orderId: number;
  to: OrderStatus;
  /** Who asks, as the transition table knows them (shared/order-transitions.ts). */
  actor: OrderActor;
  /** The user recorded in the history; null for the system. */
  changedBy: number | null;
  note?: string;
  /** An admin's explicit override: skips the table's from/to and work preconditions, recorded with the reason. */
  force?: { reason: string };
};

/**
 * Moves an order to a new status, in the caller's transaction, if the transition table allows it (every status
 * change in the product goes through here). The row is locked first, so two concurrent changes serialise and the
 * history's from/to always chain. Same status: a no-op returning null `from`. Cancelling closes the translator's
 * open job (returned as `closedJob`, so the caller queues their notice in the same transaction).
 */
export async function changeOrderStatus(
  tx: Executor,
  options: ChangeOrderStatusOptions,
): Promise<{ order: OrderRow; from: OrderStatus | null; closedJob: ClosedJob | null }> {
  const [current] = await tx.select().from(orders).where(eq(orders.id, options.orderId)).for("update").limit(1);
  if (!current) throw notFound("ORDER_NOT_FOUND");
  if (current.status === options.to) return { order: current, from: null, closedJob: null };
  const facts = await loadOrderFacts(tx, options.orderId);
  const refusal = transitionRefusal({
    from: current.status,
    to: options.to,
    who: options.actor,
    facts,
    force: options.force,
  });
  if (refusal) throw badRequest(english(refusal));

  const [order] = await tx
    .update(orders)
    .set({ status: options.to, updatedAt: new Date() })
    .where(eq(orders.id, options.orderId))
    .returning();
  const note = options.force
    ? [`Forced by an administrator: ${options.force.reason.trim()}`, options.note].filter(Boolean).join(". ")
    : options.note;
  await tx.insert(orderStatusHistory).values({
    orderId: options.orderId,
    fromStatus: current.status,
    toStatus: options.to,
    changedBy: options.changedBy,
    note,
  });
  await settlePayOnStatus(tx, { orderId: options.orderId, to: options.to });
  const closedJob = options.to === "cancelled" ? await closeActiveJob(tx, options.orderId) : null;
  return { order: order!, from: current.status, closedJob };
}

/** The first history entry, written when an order is created. */
export async function recordOrderCreated(tx: Executor, order: OrderRow, createdBy: number): Promise<void> {
  await tx
    .insert(orderStatusHistory)
    .values({ orderId: order.id, fromStatus: null, toStatus: order.status, changedBy: createdBy });
}
