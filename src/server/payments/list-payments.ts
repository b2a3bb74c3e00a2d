import { and, eq } from "drizzle-orm";
import type { PageQuery } from "../../shared/schemas/pagination";
import type { PaymentHistoryPage } from "../../shared/schemas/payments";
import type { Executor } from "../db/client";
import { orders } from "../db/schema/orders";
import { payments } from "../db/schema/payments";
import { type KeysetSort, planKeysetPage, sortKeyMicros } from "../http/keyset-page";
import { pageTotal } from "../http/page-total";
import { refundedCentsByPayment } from "../refunds/refund-totals";
import { shownToCustomer, toPaymentDto } from "./serialize-payment";

/** created_at, not updated_at: a row's updated_at moves (paid, refunded), which would skip or repeat it between pages. */
const NEWEST: KeysetSort = { name: "payments:newest", key: payments.createdAt, id: payments.id, direction: "desc" };

/**
 * Payment History: one page of the customer's payments and failed attempts with their order (and refunded amounts),
 * newest first, and how many there are. Read through the customer's orders (orders_user_created_at_id_idx, then
 * payments_order_id_idx): docs/decisions/027-every-growing-list-paged.md.
 */
export async function listPayments({
  db,
  userId,
  query,
}: {
  db: Executor;
  userId: number;
  query: PageQuery;
}): Promise<PaymentHistoryPage> {
  const plan = planKeysetPage({ sort: NEWEST, limit: query.limit, cursor: query.cursor });
  const mine = and(eq(orders.userId, userId), shownToCustomer());
  const [rows, total] = await Promise.all([
    db
      .select({ payment: payments, order: orders, sortKey: sortKeyMicros(NEWEST) })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(mine, plan.where))
      .orderBy(...plan.orderBy)
      .limit(plan.take),
    pageTotal(db, () =>
      db
        .select({ id: payments.id })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(mine)
        .$dynamic(),
    ),
  ]);
  const page = plan.finish(rows, (row) => ({ key: row.sortKey, id: row.payment.id }));
  const refunded = await refundedCentsByPayment(
    db,
    page.items.map(({ payment }) => payment.id),
  );
  return {
    ...page,
    ...total,
    items: page.items.map(({ payment, order }) => ({
      ...toPaymentDto(payment, refunded.get(payment.id)),
      order: {
        id: order.id,
        status: order.status,
        serviceType: order.serviceType,
        translationDirection: order.translationDirection,
        wordCount: order.wordCount,
      },
    })),
  };
}
