import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { orders } from "../db/schema/orders";

/** `select id from orders where user_id = …` as a subquery (`inArray(column, customerOrderIds(tx, id))`): one parameter however many orders. */
export function customerOrderIds(db: Executor, userId: number) {
  return db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
}
