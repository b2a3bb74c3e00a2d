import { count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { AdminUser } from "../../shared/schemas/admin";
import { toPublicUser } from "../auth/public-user";
import type { Database } from "../db/client";
import { orders } from "../db/schema/orders";
import { users } from "../db/schema/users";
import { notFound } from "../http/app-error";

/** Orders per user, joined as a subquery (drizzle leaves columns unqualified in a one-table select, so a
 * correlated subquery would compare the wrong table's columns). */
function withOrderCounts(db: Database) {
  const orderCounts = db
    .select({ userId: orders.userId, total: count().as("order_total") })
    .from(orders)
    .groupBy(orders.userId)
    .as("order_counts");
  return db
    .select({ user: getTableColumns(users), orderCount: sql<number>`coalesce(${orderCounts.total}, 0)`.mapWith(Number) })
    .from(users)
    .leftJoin(orderCounts, eq(orderCounts.userId, users.id));
}

/** Every account (customers, admins, translators), newest first; the Customers screen filters by role itself. */
export async function listUsers(options: { db: Database }): Promise<AdminUser[]> {
  const rows = await withOrderCounts(options.db).orderBy(desc(users.createdAt), desc(users.id));
  return rows.map((row) => ({ ...toPublicUser(row.user), orderCount: row.orderCount }));
}

export async function getAdminUserOrThrow(options: { db: Database; userId: number }): Promise<AdminUser> {
  const [row] = await withOrderCounts(options.db).where(eq(users.id, options.userId)).limit(1);
  if (!row) throw notFound("User");
  return { ...toPublicUser(row.user), orderCount: row.orderCount };
}
