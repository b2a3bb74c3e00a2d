import { desc, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { orders } from "../db/schema/orders";

/** The customer's orders, newest first. */
export async function listOrderRows({ db, userId }: { db: Executor; userId: number }) {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
}
