import { type SQL, and, count, eq, getTableColumns } from "drizzle-orm";
import { ORDER_STATUSES, type OrderStatus } from "../../shared/enums";
import type { CustomerOrdersQuery } from "../../shared/schemas/orders";
import type { Page } from "../../shared/schemas/pagination";
import type { Executor } from "../db/client";
import { anyOf } from "../db/any-of";
import { documents } from "../db/schema/documents";
import { orderFileRetention } from "../db/schema/files";
import { orders } from "../db/schema/orders";
import { type KeysetSort, planKeysetPage, sortKeyMicros } from "../http/keyset-page";

const NEWEST: KeysetSort = { name: "orders:newest", key: orders.createdAt, id: orders.id, direction: "desc" };

type OrderRow = typeof orders.$inferSelect;

/** One page of the customer's orders, newest first (index orders_user_created_at_id_idx), and their count per status. */
export async function listOrderRows({
  db,
  userId,
  query,
}: {
  db: Executor;
  userId: number;
  query: CustomerOrdersQuery;
}): Promise<
  Page<OrderRow & { documentCount: number; filesDeletedAt: Date | null }> & {
    statusCounts: Record<OrderStatus, number>;
  }
> {
  const plan = planKeysetPage({ sort: NEWEST, limit: query.limit, cursor: query.cursor });
  const filters: (SQL | undefined)[] = [
    eq(orders.userId, userId),
    query.status ? eq(orders.status, query.status) : undefined,
    plan.where,
  ];
  const [rows, counted] = await Promise.all([
    db
      .select({
        order: getTableColumns(orders),
        // When the order's files were deleted (files/purge-order-files.ts filesDeletedAt; one row per order at most).
        filesDeletedAt: orderFileRetention.purgeStartedAt,
        sortKey: sortKeyMicros(NEWEST),
      })
      .from(orders)
      .leftJoin(orderFileRetention, eq(orderFileRetention.orderId, orders.id))
      .where(and(...filters))
      .orderBy(...plan.orderBy)
      .limit(plan.take),
    db
      .select({ status: orders.status, total: count() })
      .from(orders)
      .where(eq(orders.userId, userId))
      .groupBy(orders.status),
  ]);
  const page = plan.finish(rows, (row) => ({ key: row.sortKey, id: row.order.id }));
  const statusCounts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const row of counted) statusCounts[row.status] = Number(row.total);
  const documentCounts = await countDocuments(
    db,
    page.items.map((row) => row.order.id),
  );
  return {
    ...page,
    items: page.items.map((row) => ({
      ...row.order,
      filesDeletedAt: row.filesDeletedAt,
      documentCount: documentCounts.get(row.order.id) ?? 0,
    })),
    statusCounts,
  };
}

/** Documents per order, for a page of orders only (one array parameter). */
async function countDocuments(db: Executor, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: documents.orderId, total: count() })
    .from(documents)
    .where(anyOf(documents.orderId, orderIds))
    .groupBy(documents.orderId);
  return new Map(rows.map((row) => [row.orderId, Number(row.total)]));
}
