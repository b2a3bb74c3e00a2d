import { type AnyColumn, type SQL, and, desc, eq, getTableColumns, like, or, sql } from "drizzle-orm";
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO, normalizeForSearch } from "../../shared/search-text";
import type { AdminOrdersQuery } from "../../shared/schemas/admin";
import type { AdminOrderWithCancellation } from "../../shared/schemas/refunds";
import type { Database } from "../db/client";
import { orders } from "../db/schema/orders";
import { cancellationRequests } from "../db/schema/refunds";
import { users } from "../db/schema/users";
import { loadOrderFactsMany } from "../orders/load-order-facts";
import { countOrZero, customerColumns, documentCounts, toAdminOrder } from "./admin-order-row";

/**
 * Every order, newest first, for Manage Orders. `search` is an order number ("42" or "#42", exact) or part
 * of the service type ("cert"), ignoring case; `status` filters by one status.
 */
export async function listAdminOrders(options: { db: Database; query: AdminOrdersQuery }): Promise<AdminOrderWithCancellation[]> {
  const { status, search } = options.query;
  const filters: (SQL | undefined)[] = [status ? eq(orders.status, status) : undefined, searchFilter(search)];
  const counts = documentCounts(options.db);
  // At most one open request per order (partial unique index), so the join never repeats a row.
  const openRequests = options.db
    .select({ orderId: cancellationRequests.orderId })
    .from(cancellationRequests)
    .where(eq(cancellationRequests.status, "open"))
    .as("open_cancellation_requests");
  const rows = await options.db
    .select({
      order: getTableColumns(orders),
      customer: customerColumns,
      documentCount: countOrZero(counts.total),
      cancellationRequested: sql<boolean>`${openRequests.orderId} is not null`.mapWith(Boolean),
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(counts, eq(counts.orderId, orders.id))
    .leftJoin(openRequests, eq(openRequests.orderId, orders.id))
    .where(and(...filters))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const facts = await loadOrderFactsMany(
    options.db,
    rows.map((row) => row.order),
  );
  return rows.map((row) => ({ ...toAdminOrder(row.order, row.customer, row.documentCount, facts.get(row.order.id)!), cancellationRequested: row.cancellationRequested }));
}

function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const orderNumber = /^#?(\d{1,9})$/.exec(search);
  if (orderNumber) return eq(orders.id, Number(orderNumber[1]));
  // The Turkish way (DEMİR finds Demir), in the service type and the customer's names and e-mail.
  // LIKE wildcards typed by the admin are matched literally.
  const literal = normalizeForSearch(search).replace(/[\\%_]/g, (char) => `\\${char}`);
  const fold = (column: SQL | AnyColumn) => sql`lower(translate(coalesce(${column}::text, ''), ${SEARCH_FOLD_FROM}, ${SEARCH_FOLD_TO}))`;
  const pattern = `%${literal}%`;
  return or(
    like(fold(sql`${orders.serviceType}`), pattern),
    like(fold(users.username), pattern),
    like(fold(users.email), pattern),
    like(fold(users.firstName), pattern),
    like(fold(users.lastName), pattern),
    like(fold(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`), pattern),
  );
}
