import { type SQL, and, eq, gte, lt } from "drizzle-orm";
import type {
  AdminPaymentPage,
  AdminPaymentsQuery,
  AdminRefundPage,
  AdminRefundsQuery,
} from "../../shared/schemas/admin-payments";
import { customerColumns } from "../admin/admin-order-row";
import type { Database } from "../db/client";
import { orders } from "../db/schema/orders";
import { payments } from "../db/schema/payments";
import { refunds } from "../db/schema/refunds";
import { users } from "../db/schema/users";
import { type KeysetSort, planKeysetPage, sortKeyMicros } from "../http/keyset-page";
import { pageTotal } from "../http/page-total";
import { refundedCentsByPayment } from "../refunds/refund-totals";
import { toAdminRefundDto } from "../refunds/serialize-refund";
import { listedAsPayment, toPaymentDto } from "./serialize-payment";
import { alias } from "drizzle-orm/pg-core";

// The admin's Payments page (docs/admin-ui.md, "Payments"): every payment and every refund, newest first by
// (created_at, id), within a date range. Indexes payments_created_at_id_idx, payments_status_created_at_id_idx and
// refunds_created_at_id_idx (migration 0020) serve the range, the status and the cursor together.

const PAYMENTS_NEWEST: KeysetSort = {
  name: "admin-payments:newest",
  key: payments.createdAt,
  id: payments.id,
  direction: "desc",
};
const REFUNDS_NEWEST: KeysetSort = {
  name: "admin-refunds:newest",
  key: refunds.createdAt,
  id: refunds.id,
  direction: "desc",
};

const refunder = alias(users, "refunder");

function inRange(
  column: typeof payments.createdAt | typeof refunds.createdAt,
  range: { from?: Date; to?: Date },
): SQL[] {
  return [range.from ? gte(column, range.from) : undefined, range.to ? lt(column, range.to) : undefined].filter(
    (condition) => condition !== undefined,
  );
}

/**
 * GET /api/admin/payments: one page of payments (every status, or one), with the order and the customer. An open
 * checkout nobody has submitted a card for is not a payment and is not listed or counted (listedAsPayment).
 */
export async function listAdminPayments(db: Database, query: AdminPaymentsQuery): Promise<AdminPaymentPage> {
  const plan = planKeysetPage({ sort: PAYMENTS_NEWEST, limit: query.limit, cursor: query.cursor });
  const filters = and(
    listedAsPayment(),
    query.status ? eq(payments.status, query.status) : undefined,
    ...inRange(payments.createdAt, query),
  );
  const [rows, total] = await Promise.all([
    db
      .select({
        payment: payments,
        order: { id: orders.id, status: orders.status },
        customer: customerColumns,
        sortKey: sortKeyMicros(PAYMENTS_NEWEST),
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(filters, plan.where))
      .orderBy(...plan.orderBy)
      .limit(plan.take),
    pageTotal(db, () => db.select({ id: payments.id }).from(payments).where(filters).$dynamic()),
  ]);
  const page = plan.finish(rows, (row) => ({ key: row.sortKey, id: row.payment.id }));
  const refunded = await refundedCentsByPayment(
    db,
    page.items.map((row) => row.payment.id),
  );
  return {
    ...page,
    ...total,
    items: page.items.map(({ payment, order, customer }) => ({
      ...toPaymentDto(payment, refunded.get(payment.id)),
      order,
      customer,
    })),
  };
}

/** GET /api/admin/refunds: one page of refunds, with who made them, the order and the customer refunded. */
export async function listAdminRefunds(db: Database, query: AdminRefundsQuery): Promise<AdminRefundPage> {
  const plan = planKeysetPage({ sort: REFUNDS_NEWEST, limit: query.limit, cursor: query.cursor });
  const filters = and(...inRange(refunds.createdAt, query));
  const [rows, total] = await Promise.all([
    db
      .select({
        refund: refunds,
        createdByUsername: refunder.username,
        order: { id: orders.id, status: orders.status },
        customer: customerColumns,
        sortKey: sortKeyMicros(REFUNDS_NEWEST),
      })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(refunder, eq(refunder.id, refunds.createdBy))
      .where(and(filters, plan.where))
      .orderBy(...plan.orderBy)
      .limit(plan.take),
    pageTotal(db, () => db.select({ id: refunds.id }).from(refunds).where(filters).$dynamic()),
  ]);
  const page = plan.finish(rows, (row) => ({ key: row.sortKey, id: row.refund.id }));
  return {
    ...page,
    ...total,
    items: page.items.map(({ refund, createdByUsername, order, customer }) => ({
      ...toAdminRefundDto(refund, createdByUsername),
      order,
      customer,
    })),
  };
}
