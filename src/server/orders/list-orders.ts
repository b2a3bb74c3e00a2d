import { desc, eq } from "drizzle-orm";
import type { CustomerOrderDto } from "../../shared/schemas/orders";
import type { Executor } from "../db/client";
import { orders } from "../db/schema/orders";
import { toOrderDto } from "./serialize-order";

/** The customer's orders, newest first. */
export async function listOrders({ db, userId }: { db: Executor; userId: number }): Promise<CustomerOrderDto[]> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(toOrderDto);
}
