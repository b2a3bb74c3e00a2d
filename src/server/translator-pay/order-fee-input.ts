import { asc, eq } from "drizzle-orm";
import type { FeeOrder } from "../../shared/translator-pay/fee";
import type { Executor } from "../db/client";
import { documents } from "../db/schema/documents";
import { orders } from "../db/schema/orders";
import { documentTypes } from "../db/schema/pricing-catalog";
import { notFound } from "../http/app-error";
import { loadOrderItems } from "../orders/order-items";

/**
 * What a translator's fee is computed from: the order's service type, rush, and its items with the words each is
 * billed for (the uploaded document's count). An order sold before items existed counts each document by its words.
 */
export async function loadFeeOrder(db: Executor, orderId: number): Promise<FeeOrder & { orderId: number }> {
  const [[order], items, typeRows] = await Promise.all([
    db
      .select({ serviceType: orders.serviceType, isRush: orders.isRush })
      .from(orders)
      .where(eq(orders.id, orderId))
      .limit(1),
    loadOrderItems(db, orderId),
    db.select({ id: documentTypes.id, name: documentTypes.name }).from(documentTypes),
  ]);
  if (!order) throw notFound("ORDER_NOT_FOUND");
  const names = new Map(typeRows.map((row) => [row.id, row.name]));
  if (items.length > 0) {
    return {
      orderId,
      ...order,
      items: items.map((item) => ({
        documentType: item.documentType,
        wordCount: item.wordCount,
        name: names.get(item.documentType),
      })),
    };
  }
  const docs = await db
    .select({ wordCount: documents.wordCount, name: documents.originalFilename })
    .from(documents)
    .where(eq(documents.orderId, orderId))
    .orderBy(asc(documents.id));
  return {
    orderId,
    ...order,
    items: docs.map((doc) => ({ documentType: "other" as const, wordCount: doc.wordCount, name: doc.name })),
  };
}
