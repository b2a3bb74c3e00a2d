import { and, asc, eq } from "drizzle-orm";
import type { OrderDetailDto } from "../../shared/schemas/orders";
import type { Executor } from "../db/client";
import { documents } from "../db/schema/documents";
import { orderStatusHistory } from "../db/schema/orders";
import { toDocumentDto } from "../documents/serialize-document";
import { payments } from "../db/schema/payments";
import { shownToCustomer, toPaymentDto } from "../payments/serialize-payment";
import { getOrderOrThrow } from "./get-order-or-throw";
import { toHistoryEntryDto, toOrderDto } from "./serialize-order";

/** One of the customer's orders with its documents, payments and status history (oldest first). */
export async function getOrderDetail({ db, orderId, userId }: { db: Executor; orderId: number; userId: number }): Promise<OrderDetailDto> {
  const order = await getOrderOrThrow({ db, orderId, userId });
  const [documentRows, paymentRows, historyRows] = await Promise.all([
    db.select().from(documents).where(eq(documents.orderId, orderId)).orderBy(asc(documents.createdAt), asc(documents.id)),
    db.select().from(payments).where(and(eq(payments.orderId, orderId), shownToCustomer())).orderBy(asc(payments.updatedAt), asc(payments.id)),
    db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)).orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
  ]);
  return {
    ...toOrderDto(order),
    documents: documentRows.map(toDocumentDto),
    payments: paymentRows.map(toPaymentDto),
    history: historyRows.map(toHistoryEntryDto),
  };
}
