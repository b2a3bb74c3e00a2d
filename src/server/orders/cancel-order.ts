import type { Database } from "../db/client";
import { assertOrderAllows } from "./assert-order-allows";
import { changeOrderStatus } from "./change-order-status";
import { getOrderOrThrow } from "./get-order-or-throw";

type CancelOrderOptions = { db: Database; orderId: number; userId: number };

/** A customer may withdraw an order only before it is paid (while pending). */
export async function cancelOrder({ db, orderId, userId }: CancelOrderOptions) {
  return db.transaction(async (tx) => {
    // Locked, so a payment arriving at the same moment either lands first (and we refuse) or waits.
    const order = await getOrderOrThrow({ db: tx, orderId, userId, forUpdate: true });
    assertOrderAllows(order, "cancel");
    const result = await changeOrderStatus(tx, {
      orderId,
      to: "cancelled",
      actor: "customer",
      changedBy: userId,
      note: "Cancelled by customer",
    });
    return result.order;
  });
}
