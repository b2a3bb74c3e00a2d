import { type SQL, and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AdminCancellationRequestDto, CancellationRequestStatus } from "../../shared/schemas/refunds";
import type { Executor } from "../db/client";
import { orders } from "../db/schema/orders";
import { cancellationRequests } from "../db/schema/refunds";
import { users } from "../db/schema/users";
import { customerColumns } from "../admin/admin-order-row";
import { toCancellationRequestDto } from "./serialize-refund";

const resolver = alias(users, "resolver");

type Filters = { id?: number; orderId?: number; status?: CancellationRequestStatus; limit?: number };

/** Cancellation requests with their customer, order and resolver, newest first (GET /api/admin/cancellation-requests). */
export async function listCancellationRequests(db: Executor, filters: Filters = {}): Promise<AdminCancellationRequestDto[]> {
  const conditions: (SQL | undefined)[] = [
    filters.id ? eq(cancellationRequests.id, filters.id) : undefined,
    filters.orderId ? eq(cancellationRequests.orderId, filters.orderId) : undefined,
    filters.status ? eq(cancellationRequests.status, filters.status) : undefined,
  ];
  const query = db
    .select({
      request: cancellationRequests,
      customer: customerColumns,
      order: { id: orders.id, status: orders.status, totalCents: orders.totalCents },
      resolvedByUsername: resolver.username,
    })
    .from(cancellationRequests)
    .innerJoin(orders, eq(orders.id, cancellationRequests.orderId))
    .innerJoin(users, eq(users.id, cancellationRequests.userId))
    .leftJoin(resolver, eq(resolver.id, cancellationRequests.resolvedBy))
    .where(and(...conditions))
    .orderBy(desc(cancellationRequests.createdAt), desc(cancellationRequests.id));
  const rows = filters.limit ? await query.limit(filters.limit) : await query;
  return rows.map(({ request, customer, order, resolvedByUsername }) => ({
    ...toCancellationRequestDto(request),
    userId: request.userId,
    resolvedBy: request.resolvedBy,
    resolvedByUsername,
    customer,
    order: { id: order.id, status: order.status, totalPrice: order.totalCents / 100 },
  }));
}
