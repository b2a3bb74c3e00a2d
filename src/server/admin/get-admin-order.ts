import { loadOrderItems } from "../orders/order-items";
import { asc, eq, getTableColumns } from "drizzle-orm";
import { shownAccount } from "../../shared/account-deletion";
import { centsToDollars } from "../../shared/money";
import type { AdminOrderDetailWithRefunds } from "../../shared/schemas/refunds";
import type { Database } from "../db/client";
import { documents } from "../db/schema/documents";
import { orderStatusHistory, orders } from "../db/schema/orders";
import { payments } from "../db/schema/payments";
import { users } from "../db/schema/users";
import { notFound } from "../http/app-error";
import { loadAdminOrderRefundSide } from "../refunds/admin-order-refunds";
import { loadFulfilmentEvents, toFulfilmentDto } from "../fulfilment/load-fulfilment";
import { loadOrderFacts } from "../orders/load-order-facts";
import { loadRevisionRequests } from "../review/load-order-timeline";
import { customerColumns, toAdminOrder } from "./admin-order-row";
import { loadDocumentNames } from "../deliverable/document-names";
import { isListedAsPayment } from "../payments/serialize-payment";

/** One order with everything the admin detail page shows: customer, documents, payments and status history. */
export async function getAdminOrder(options: { db: Database; orderId: number }): Promise<AdminOrderDetailWithRefunds> {
  const { db, orderId } = options;
  const [row] = await db
    .select({ order: getTableColumns(orders), customer: customerColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) throw notFound("ORDER_NOT_FOUND");

  const [documentRows, paymentRows, historyRows] = await Promise.all([
    db.select().from(documents).where(eq(documents.orderId, orderId)).orderBy(asc(documents.id)),
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id)),
    db
      .select({ entry: getTableColumns(orderStatusHistory), changedByUsername: users.username })
      .from(orderStatusHistory)
      .leftJoin(users, eq(users.id, orderStatusHistory.changedBy))
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
  ]);

  const [facts, refundSide, revisions, fulfilmentRows, names] = await Promise.all([
    loadOrderFacts(db, orderId),
    loadAdminOrderRefundSide(db, orderId, paymentRows),
    loadRevisionRequests(db, orderId),
    loadFulfilmentEvents(db, orderId),
    loadDocumentNames(db, orderId, "en"),
  ]);
  const { documentCount: _count, ...order } = toAdminOrder(row.order, row.customer, documentRows.length, facts);
  return {
    ...order,
    items: await loadOrderItems(db, orderId),
    // The storage key stays on the server: files are fetched through the download routes.
    documents: documentRows.map((doc) => ({
      id: doc.id,
      title: names.titleOf(doc.id),
      originalFilename: doc.originalFilename,
      fileType: doc.fileType,
      fileSize: doc.fileSize,
      wordCount: doc.wordCount,
      wordCountSource: doc.wordCountSource,
      wordCountEstimated: doc.wordCountSource === "estimated",
      wordCountReview: doc.wordCountReview,
      ocrConfidence: doc.ocrConfidence,
      analysisStatus: doc.analysisStatus,
      status: doc.status,
      createdAt: doc.createdAt.toISOString(),
    })),
    // An open checkout nobody submitted a card for is not a payment (docs/billing.md, "Open checkouts").
    payments: paymentRows.filter(isListedAsPayment).map((payment) => ({
      id: payment.id,
      amount: centsToDollars(payment.amountCents),
      amountCents: payment.amountCents,
      status: payment.status,
      paymentMethod: payment.paymentMethod,
      provider: payment.provider,
      stripePaymentId: payment.stripePaymentId,
      createdAt: payment.createdAt.toISOString(),
      ...refundSide.amountsOf(payment),
    })),
    history: historyRows.map(({ entry, changedByUsername }) => ({
      id: entry.id,
      fromStatus: entry.fromStatus,
      toStatus: entry.toStatus,
      changedBy: entry.changedBy,
      // A customer who cancelled and later deleted the account is "Deleted customer #4" (shownAccount).
      changedByUsername:
        changedByUsername && shownAccount({ firstName: null, lastName: null, username: changedByUsername }).name,
      note: entry.note,
      createdAt: entry.createdAt.toISOString(),
    })),
    revisionRequests: revisions.map(({ request }) => ({
      id: request.id,
      documentId: request.documentId,
      jobId: request.jobId,
      comment: request.comment,
      createdAt: request.createdAt.toISOString(),
    })),
    fulfilment: toFulfilmentDto(row.order, fulfilmentRows),
    refunds: refundSide.refunds,
    refundableAmount: refundSide.refundableAmount,
    refundableAmountCents: refundSide.refundableAmountCents,
    cancellationRequest: refundSide.cancellationRequest,
  };
}
