import { asc, eq } from "drizzle-orm";
import { anyOf } from "../db/any-of";
import type { OrderItemDto } from "../../shared/schemas/orders";
import type { OrderItemInput } from "../../shared/price-order";
import type { Executor } from "../db/client";
import { documents } from "../db/schema/documents";
import { orderItems } from "../db/schema/pricing-catalog";

/**
 * An order's items by position, each with the words it is billed for: the attached document's count once a
 * file is uploaded for it, else the customer's estimate (flat types ignore words).
 */
export async function loadOrderItems(db: Executor, orderId: number): Promise<OrderItemDto[]> {
  return (await loadItemsOfOrders(db, [orderId])).get(orderId) ?? [];
}

export async function loadItemsOfOrders(db: Executor, orderIds: number[]): Promise<Map<number, OrderItemDto[]>> {
  const byOrder = new Map<number, OrderItemDto[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({ item: orderItems, documentWords: documents.wordCount })
    .from(orderItems)
    .leftJoin(documents, eq(documents.id, orderItems.documentId))
    .where(anyOf(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position), asc(orderItems.id));
  for (const { item, documentWords } of rows) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push({
      id: item.id,
      position: item.position,
      documentType: item.documentType,
      wordCount: documentWords ?? item.estimatedWordCount,
      estimatedWordCount: item.estimatedWordCount,
      notarization: item.notarization,
      extraCopies: item.extraCopies,
      documentId: item.documentId,
    });
    byOrder.set(item.orderId, list);
  }
  return byOrder;
}

/** The price rule's view of the items. */
export function toPriceItems(items: readonly OrderItemDto[]): OrderItemInput[] {
  return items.map(({ documentType, wordCount, notarization, extraCopies }) => ({
    documentType,
    wordCount,
    notarization,
    extraCopies,
  }));
}
