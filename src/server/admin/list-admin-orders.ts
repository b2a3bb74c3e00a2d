import { type SQL, and, count, eq, getTableColumns, sql } from "drizzle-orm";
import { ORDER_STATUSES, type OrderStatus } from "../../shared/enums";
import type { AdminOrderSort, AdminOrdersQuery } from "../../shared/schemas/admin";
import { EXACT_TOTAL_MAX } from "../../shared/schemas/pagination";
import type { AdminOrderList } from "../../shared/schemas/refunds";
import type { Database } from "../db/client";
import { orders } from "../db/schema/orders";
import { documents } from "../db/schema/documents";
import { statsDailyStatus } from "../db/schema/stats";
import { cancellationRequests } from "../db/schema/refunds";
import { users } from "../db/schema/users";
import { type KeysetSort, planKeysetPage, sortKeyMicros } from "../http/keyset-page";
import { plannedRows } from "../http/page-total";
import { writeInvalidatedCache } from "../shared-state/write-invalidated-cache";
import { loadOrderFactsMany } from "../orders/load-order-facts";
import { customerColumns, toAdminOrder } from "./admin-order-row";
import { orderSearchFilter } from "./order-search";

const SORTS: Record<AdminOrderSort, KeysetSort> = {
  newest: { name: "admin-orders:newest", key: orders.createdAt, id: orders.id, direction: "desc" },
  // Soonest promised delivery first; orders without a date (not yet paid) after them (index orders_due_id_idx).
  due: { name: "admin-orders:due", key: orders.estimatedDeliveryDate, nullable: true, id: orders.id, direction: "asc" },
};

/**
 * One page of Manage Orders (docs/administration.md, "Orders"), by newest or by due date, with the order count of
 * every status for the same search (the status filter's counts, one grouped query) and the total of this view.
 * Everything beside the page's rows is read for those rows only (load-order-facts.ts: one array parameter).
 */
export async function listAdminOrders(options: { db: Database; query: AdminOrdersQuery }): Promise<AdminOrderList> {
  const { db, query } = options;
  const search = orderSearchFilter(query.search);
  const sort = SORTS[query.sort];
  const plan = planKeysetPage({ sort, limit: query.limit, cursor: query.cursor });
  const filters: (SQL | undefined)[] = [query.status ? eq(orders.status, query.status) : undefined, search, plan.where];
  const openRequest = sql<boolean>`exists (select 1 from ${cancellationRequests} where ${cancellationRequests.orderId} = ${orders.id} and ${cancellationRequests.status} = 'open')`;
  // Index documents_word_count_review_idx: only documents waiting for an agent are in it.
  const reviewNeeded = sql<boolean>`exists (select 1 from ${documents} where ${documents.orderId} = ${orders.id} and ${documents.wordCountReview} = 'needed')`;
  const [rows, statusTally] = await Promise.all([
    db
      .select({
        order: getTableColumns(orders),
        customer: customerColumns,
        cancellationRequested: openRequest.mapWith(Boolean),
        wordCountReviewNeeded: reviewNeeded.mapWith(Boolean),
        sortKey: sortKeyMicros(sort),
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(...filters))
      .orderBy(...plan.orderBy)
      .limit(plan.take),
    statusTallyOf(db, query.search, search),
  ]);
  const { counts: statusCounts, estimated } = statusTally;
  const page = plan.finish(rows, (row) => ({ key: row.sortKey, id: row.order.id }));
  const facts = await loadOrderFactsMany(
    db,
    page.items.map((row) => row.order),
  );
  const total = query.status
    ? statusCounts[query.status]
    : Object.values(statusCounts).reduce((sum, value) => sum + value, 0);
  return {
    ...page,
    items: page.items.map((row) => {
      const orderFacts = facts.get(row.order.id)!;
      return {
        ...toAdminOrder(row.order, row.customer, orderFacts.documentCount, orderFacts),
        cancellationRequested: row.cancellationRequested,
        wordCountReviewNeeded: row.wordCountReviewNeeded,
      };
    }),
    statusCounts,
    total,
    totalEstimated: estimated,
  };
}

type StatusTally = { counts: Record<OrderStatus, number>; estimated: boolean };

/**
 * A search's status counts do not change with the status tab, the sort or the page, so they are kept per search
 * until orders or accounts (the names searched) are written, on any instance: paging through a common surname, or
 * ten admins looking it up, counts it once (docs/decisions/027-every-growing-list-paged.md).
 */
const searchTallies = writeInvalidatedCache<StatusTally>({
  topic: "admin-order-search-counts",
  tables: ["orders", "users"],
  ttlMs: 30_000,
  maxEntries: 1_000,
});

async function statusTallyOf(db: Database, text: string | undefined, search: SQL | undefined): Promise<StatusTally> {
  if (!text || !search) return countByStatus(db, undefined);
  const cached = searchTallies.get(text);
  if (cached) return cached;
  const epoch = searchTallies.epoch();
  const tally = await countByStatus(db, search);
  searchTallies.set(text, epoch, tally);
  return tally;
}

/**
 * Orders per status matching the search, in one grouped query (orders_status_idx); without a search, from the
 * dashboard's status rollup (migration 0021): counting a million orders by status took half a second a page. A search
 * that matches more than EXACT_TOTAL_MAX orders (a common surname at a million orders) is counted on its first
 * EXACT_TOTAL_MAX + 1 rows and scaled to the planner's estimate of the whole, and says so (docs/decisions/027).
 */
async function countByStatus(db: Database, search: SQL | undefined): Promise<StatusTally> {
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  if (!search) {
    const rows = await db
      .select({ status: statsDailyStatus.status, total: sql<number>`sum(${statsDailyStatus.orders})` })
      .from(statsDailyStatus)
      .groupBy(statsDailyStatus.status);
    for (const row of rows) counts[row.status] = Number(row.total);
    return { counts, estimated: false };
  }
  const matching = () => db.select({ status: orders.status }).from(orders).where(search);
  const sample = matching()
    .limit(EXACT_TOTAL_MAX + 1)
    .as("matching_orders");
  // Without parallel workers: ten admins' counts at once ran 2.4 times faster serially than each starting two
  // workers on a two-core server (pgbench, 10 clients: 852 against 361 a second).
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return tx.select({ status: sample.status, total: count() }).from(sample).groupBy(sample.status);
  });
  for (const row of rows) counts[row.status] = Number(row.total);
  const counted = Object.values(counts).reduce((sum, value) => sum + value, 0);
  if (counted <= EXACT_TOTAL_MAX) return { counts, estimated: false };
  // Past the cap only the whole match's size is missing: the planner's estimate (no second read of the rows).
  const total = Math.max(counted, await plannedRows(db, matching()));
  for (const status of ORDER_STATUSES) counts[status] = Math.round((counts[status] * total) / counted);
  return { counts, estimated: true };
}
