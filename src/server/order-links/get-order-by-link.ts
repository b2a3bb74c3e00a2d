import { eq } from "drizzle-orm";
import { orderLinkViewSchema, type OrderLinkView } from "../../shared/schemas/order-link";
import type { Executor } from "../db/client";
import { orders } from "../db/schema/orders";
import { users } from "../db/schema/users";
import { appError, notFound } from "../http/app-error";
import { readOrderLinkKey } from "../order-link-signing/order-link-key";
import { checkOrderLink } from "../order-link-signing/order-link-token";

/**
 * GET /api/order-links/:token: the order's status and dates for whoever holds the e-mailed link. A token the server
 * did not sign (or whose order is gone) is 404 ORDER_LINK_INVALID; an expired one 410 ORDER_LINK_EXPIRED. Reads only.
 */
export async function getOrderByLink({
  db,
  token,
  now = new Date(),
}: {
  db: Executor;
  token: string;
  now?: Date;
}): Promise<OrderLinkView> {
  const key = await readOrderLinkKey(db);
  const checked = key ? checkOrderLink(key, token, now) : ({ ok: false, reason: "invalid" } as const);
  if (!checked.ok) {
    throw checked.reason === "expired" ? appError(410, "ORDER_LINK_EXPIRED") : notFound("ORDER_LINK_INVALID");
  }
  const [row] = await db
    .select({
      orderId: orders.id,
      firstName: users.firstName,
      status: orders.status,
      serviceType: orders.serviceType,
      isRush: orders.isRush,
      createdAt: orders.createdAt,
      estimatedDeliveryDate: orders.estimatedDeliveryDate,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, checked.orderId));
  if (!row) throw notFound("ORDER_LINK_INVALID");
  return orderLinkViewSchema.parse({
    ...row,
    createdAt: row.createdAt.toISOString(),
    estimatedDeliveryDate: row.estimatedDeliveryDate?.toISOString() ?? null,
    expiresAt: checked.expiresAt.toISOString(),
  });
}
