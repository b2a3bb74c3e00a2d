import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { orders } from "../db/schema/orders";
import { notFound } from "../http/app-error";
import type { OrderRow } from "./change-order-status";

type GetOrderOptions = {
  db: Executor;
  orderId: number;
  userId: number;
  /** Lock the row until the caller's transaction ends (totals, payments and status changes serialise). */
  forUpdate?: boolean;
};

/** The customer's own order. Someone else's order is "Order not found", exactly like a missing one. */
export async function getOrderOrThrow({ db, orderId, userId, forUpdate = false }: GetOrderOptions): Promise<OrderRow> {
  const query = db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId))).limit(1);
  const [order] = forUpdate ? await query.for("update") : await query;
  if (!order) throw notFound("Order");
  return order;
}
