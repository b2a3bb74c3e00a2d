import { and, eq, type SQL } from "drizzle-orm";
import type { Executor } from "../db/client";
import { orders } from "../db/schema/orders";
import { notFound } from "../http/app-error";
import type { Viewer } from "../auth/viewer";
import type { OrderRow } from "./change-order-status";

/**
 * Whose order may come back: `userId`, the customer's own only (customer actions, even when an admin calls them);
 * `viewer`, the viewer's own or, for a verified admin, any (file downloads and listings).
 */
export type OrderScope = { userId: number } | { viewer: Pick<Viewer, "userId" | "isVerifiedAdmin"> };

type GetOrderOptions = OrderScope & {
  db: Executor;
  orderId: number;
  /** Lock the row until the caller's transaction ends (totals, payments and status changes serialise). */
  forUpdate?: boolean;
};

/** The one scoped order lookup. An order outside the scope is errorText("ORDER_NOT_FOUND"), exactly like a missing one. */
export async function getOrderOrThrow(options: GetOrderOptions): Promise<OrderRow> {
  const { db, orderId, forUpdate = false } = options;
  const conditions: SQL[] = [eq(orders.id, orderId)];
  const ownerId =
    "viewer" in options ? (options.viewer.isVerifiedAdmin ? null : options.viewer.userId) : options.userId;
  if (ownerId !== null) conditions.push(eq(orders.userId, ownerId));
  const query = db
    .select()
    .from(orders)
    .where(and(...conditions))
    .limit(1);
  const [order] = forUpdate ? await query.for("update") : await query;
  if (!order) throw notFound("ORDER_NOT_FOUND");
  return order;
}
