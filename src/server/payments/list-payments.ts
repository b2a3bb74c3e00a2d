import { and, desc, eq } from "drizzle-orm";
import type { PaymentHistoryItemDto } from "../../shared/schemas/payments";
import type { Executor } from "../db/client";
import { orders } from "../db/schema/orders";
import { payments } from "../db/schema/payments";
import { refundedCentsByPayment } from "../refunds/refund-totals";
import { shownToCustomer, toPaymentDto } from "./serialize-payment";

/** Payment History: the customer's payments and failed attempts with their order (and refunded amounts), newest first. */
export async function listPayments({ db, userId }: { db: Executor; userId: number }): Promise<PaymentHistoryItemDto[]> {
  const rows = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(orders.userId, userId), shownToCustomer()))
    // updatedAt: a payment row turns "paid" when the money arrives, which is the moment the customer remembers.
    .orderBy(desc(payments.updatedAt), desc(payments.id));
  const refunded = await refundedCentsByPayment(
    db,
    rows.map(({ payment }) => payment.id),
  );
  return rows.map(({ payment, order }) => ({
    ...toPaymentDto(payment, refunded.get(payment.id)),
    order: { id: order.id, status: order.status, serviceType: order.serviceType, translationDirection: order.translationDirection, wordCount: order.wordCount },
  }));
}
