import { and, asc, desc, eq } from "drizzle-orm";
import type { OrderDetailDto } from "../../shared/schemas/order-detail";
import type { Executor } from "../db/client";
import { documents } from "../db/schema/documents";
import { orderFileRetention } from "../db/schema/files";
import { orderStatusHistory } from "../db/schema/orders";
import { cancellationRequests, refunds } from "../db/schema/refunds";
import { wordCountConfirmations } from "../db/schema/word-count-reviews";
import { toDocumentDto } from "../documents/serialize-document";
import { payments } from "../db/schema/payments";
import { shownToCustomer, toPaymentDto } from "../payments/serialize-payment";
import { refundedCentsByPayment } from "../refunds/refund-totals";
import { toCancellationRequestDto, toRefundDto } from "../refunds/serialize-refund";
import { loadDeliveredDrafts } from "../review/delivered-drafts";
import { loadOrderTimeline, loadRevisionRequests } from "../review/load-order-timeline";
import { loadFulfilmentEvents, toFulfilmentDto } from "../fulfilment/load-fulfilment";
import { getOrderOrThrow } from "./get-order-or-throw";
import { loadOrderItems } from "./order-items";
import { toHistoryEntryDto, toOrderDto } from "./serialize-order";

/**
 * One of the customer's orders with its documents, payments (with refunded amounts), refunds and status history
 * (oldest first), the newest cancellation request, and the timeline, delivered drafts and revision requests.
 */
export async function getOrderDetail({
  db,
  orderId,
  userId,
}: {
  db: Executor;
  orderId: number;
  userId: number;
}): Promise<OrderDetailDto> {
  const order = await getOrderOrThrow({ db, orderId, userId });
  const [documentRows, paymentRows, historyRows, refundRows, [request], [retention]] = await Promise.all([
    db
      .select()
      .from(documents)
      .where(eq(documents.orderId, orderId))
      .orderBy(asc(documents.createdAt), asc(documents.id)),
    db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), shownToCustomer()))
      .orderBy(asc(payments.updatedAt), asc(payments.id)),
    db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt), asc(refunds.id)),
    db
      .select()
      .from(cancellationRequests)
      .where(eq(cancellationRequests.orderId, orderId))
      .orderBy(desc(cancellationRequests.id))
      .limit(1),
    // When its files were deleted (as files/purge-order-files.ts filesDeletedAt reads it; orders cannot import files).
    db
      .select({ deletedAt: orderFileRetention.purgeStartedAt })
      .from(orderFileRetention)
      .where(eq(orderFileRetention.orderId, orderId)),
  ]);
  const [refunded, drafts, revisions, fulfilmentRows, confirmations] = await Promise.all([
    refundedCentsByPayment(
      db,
      paymentRows.map((payment) => payment.id),
    ),
    loadDeliveredDrafts(db, order),
    loadRevisionRequests(db, orderId),
    loadFulfilmentEvents(db, orderId),
    db
      .select()
      .from(wordCountConfirmations)
      .where(eq(wordCountConfirmations.orderId, orderId))
      .orderBy(asc(wordCountConfirmations.id)),
  ]);
  const timeline = await loadOrderTimeline(
    db,
    { order, history: historyRows, payments: paymentRows, refunds: refundRows, fulfilment: fulfilmentRows },
    revisions,
  );
  return {
    ...toOrderDto(order, retention?.deletedAt ?? null),
    items: await loadOrderItems(db, orderId),
    documents: documentRows.map(toDocumentDto),
    payments: paymentRows.map((payment) => toPaymentDto(payment, refunded.get(payment.id))),
    history: historyRows.map(toHistoryEntryDto),
    refunds: refundRows.map(toRefundDto),
    cancellationRequest: request ? toCancellationRequestDto(request) : null,
    timeline,
    drafts,
    fulfilment: toFulfilmentDto(order, fulfilmentRows),
    revisionRequests: revisions.map(({ request: revision }) => ({
      id: revision.id,
      documentId: revision.documentId,
      jobId: revision.jobId,
      comment: revision.comment,
      createdAt: revision.createdAt.toISOString(),
    })),
    wordCountConfirmations: confirmations.map((row) => ({
      id: row.id,
      documentId: row.documentId,
      documentName: row.documentName,
      wordsBefore: row.wordsBefore,
      wordsAfter: row.wordsAfter,
      totalBeforeCents: row.totalBeforeCents,
      totalAfterCents: row.totalAfterCents,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
