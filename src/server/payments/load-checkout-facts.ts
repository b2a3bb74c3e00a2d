import { and, asc, eq, isNull, ne, or } from "drizzle-orm";
import type { Executor } from "../db/client";
import { documents } from "../db/schema/documents";
import { payments } from "../db/schema/payments";
import type { OrderRow } from "../orders/change-order-status";
import type { CheckoutFacts } from "./checkout-refusal";
import { pricedFingerprint } from "./priced-fingerprint";

/**
 * The facts checkoutRefusal judges, read for one order (in the caller's transaction when it holds the order's
 * lock). `exceptIntentId`: the charge being judged, which must not count as the order's earlier payment.
 */
export async function loadCheckoutFacts(
  tx: Executor,
  order: OrderRow,
  exceptIntentId?: string,
): Promise<CheckoutFacts> {
  const paidWhere = and(eq(payments.orderId, order.id), eq(payments.status, "paid"));
  const [paid] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      exceptIntentId
        ? and(paidWhere, or(isNull(payments.stripePaymentId), ne(payments.stripePaymentId, exceptIntentId)))
        : paidWhere,
    )
    .limit(1);
  const rows = await tx
    .select({ id: documents.id, analysisStatus: documents.analysisStatus, wordCount: documents.wordCount })
    .from(documents)
    .where(eq(documents.orderId, order.id))
    .orderBy(asc(documents.id));
  const unreadDocument = rows.some((row) => row.analysisStatus === "failed")
    ? "failed"
    : rows.some((row) => row.analysisStatus === "pending")
      ? "pending"
      : null;
  return {
    orderStatus: order.status,
    totalCents: order.totalCents,
    paidElsewhere: Boolean(paid),
    unreadDocument,
    fingerprint: pricedFingerprint({ totalCents: order.totalCents, priceLines: order.priceLines, documents: rows }),
  };
}

/** Whether the order has a payment recorded as paid: from then on its documents and price are frozen. */
export async function orderHasPaidPayment(tx: Executor, orderId: number): Promise<boolean> {
  const [paid] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "paid")))
    .limit(1);
  return Boolean(paid);
}
