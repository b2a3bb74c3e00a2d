import { asc, desc, eq } from "drizzle-orm";
import type { CustomerDocumentDto, DocumentDto } from "../../shared/schemas/documents";
import type { Executor } from "../db/client";
import { documents } from "../db/schema/documents";
import { orders } from "../db/schema/orders";
import { getOrderOrThrow } from "../orders/get-order-or-throw";
import { toDocumentDto } from "./serialize-document";

/** The documents of one of the customer's orders, in upload order. */
export async function listOrderDocuments({ db, orderId, userId }: { db: Executor; orderId: number; userId: number }): Promise<DocumentDto[]> {
  await getOrderOrThrow({ db, orderId, userId });
  const rows = await db.select().from(documents).where(eq(documents.orderId, orderId)).orderBy(asc(documents.createdAt), asc(documents.id));
  return rows.map(toDocumentDto);
}

/** Every document of every order of the customer (My Documents), newest first. */
export async function listCustomerDocuments({ db, userId }: { db: Executor; userId: number }): Promise<CustomerDocumentDto[]> {
  const rows = await db
    .select({ document: documents, orderStatus: orders.status })
    .from(documents)
    .innerJoin(orders, eq(orders.id, documents.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  return rows.map(({ document, orderStatus }) => ({ ...toDocumentDto(document), orderStatus }));
}
