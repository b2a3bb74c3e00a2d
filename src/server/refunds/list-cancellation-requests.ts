import { type SQL, and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { centsToDollars } from "../../shared/money";
import type {
  AdminCancellationRequestDto,
  AdminCancellationRequestList,
  CancellationRequestStatus,
} from "../../shared/schemas/refunds";
import type { Executor } from "../db/client";
import { orders } from "../db/schema/orders";
import { cancellationRequests } from "../db/schema/refunds";
import { users } from "../db/schema/users";
import { customerColumns } from "../admin/admin-order-row";
import { toCancellationRequestDto } from "./serialize-refund";
import { type KeysetSort, planKeysetPage, sortKeyMicros } from "../http/keyset-page";

const resolver = alias(users, "resolver");

type Filters = { id?: number; orderId?: number; status?: CancellationRequestStatus; limit?: number };

const NEWEST: KeysetSort = {
  name: "cancellation-requests:newest",
  key: cancellationRequests.createdAt,
  id: cancellationRequests.id,
  direction: "desc",
};

/** GET /api/admin/cancellation-requests: one page, newest first, optionally of one status. */
export async function listCancellationRequestPage(
  db: Executor,
  query: { status?: CancellationRequestStatus; limit: number; cursor?: string },
): Promise<AdminCancellationRequestList> {
  const plan = planKeysetPage({ sort: NEWEST, limit: query.limit, cursor: query.cursor });
  const rows = await selectRequests(db)
    .where(and(query.status ? eq(cancellationRequests.status, query.status) : undefined, plan.where))
    .orderBy(...plan.orderBy)
    .limit(plan.take);
  const page = plan.finish(rows, (row) => ({ key: row.sortKey, id: row.request.id }));
  return { ...page, items: page.items.map(toAdminRequest) };
}

/** Cancellation requests by id or order (a handful), newest first. */
export async function listCancellationRequests(
  db: Executor,
  filters: Filters = {},
): Promise<AdminCancellationRequestDto[]> {
  const conditions: (SQL | undefined)[] = [
    filters.id ? eq(cancellationRequests.id, filters.id) : undefined,
    filters.orderId ? eq(cancellationRequests.orderId, filters.orderId) : undefined,
    filters.status ? eq(cancellationRequests.status, filters.status) : undefined,
  ];
  const query = selectRequests(db)
    .where(and(...conditions))
    .orderBy(desc(cancellationRequests.createdAt), desc(cancellationRequests.id));
  const rows = filters.limit ? await query.limit(filters.limit) : await query;
  return rows.map(toAdminRequest);
}

/** A request with its customer, order and resolver. */
function selectRequests(db: Executor) {
  return db
    .select({
      request: cancellationRequests,
      customer: customerColumns,
      order: { id: orders.id, status: orders.status, totalCents: orders.totalCents },
      resolvedByUsername: resolver.username,
      sortKey: sortKeyMicros(NEWEST),
    })
    .from(cancellationRequests)
    .innerJoin(orders, eq(orders.id, cancellationRequests.orderId))
    .innerJoin(users, eq(users.id, cancellationRequests.userId))
    .leftJoin(resolver, eq(resolver.id, cancellationRequests.resolvedBy))
    .$dynamic();
}

function toAdminRequest({
  request,
  customer,
  order,
  resolvedByUsername,
}: Awaited<ReturnType<ReturnType<typeof selectRequests>["execute"]>>[number]): AdminCancellationRequestDto {
  return {
    ...toCancellationRequestDto(request),
    userId: request.userId,
    resolvedBy: request.resolvedBy,
    resolvedByUsername,
    customer,
    order: {
      id: order.id,
      status: order.status,
      totalPrice: centsToDollars(order.totalCents),
      totalCents: order.totalCents,
    },
  };
}
