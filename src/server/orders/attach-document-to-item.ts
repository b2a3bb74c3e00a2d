import { and, asc, eq, isNull, max } from "drizzle-orm";
import { ITEM_HAS_DOCUMENT_MESSAGE, ITEM_NOT_FOUND_MESSAGE } from "../../shared/schemas/documents";
import type { Executor } from "../db/client";
import { orderItems } from "../db/schema/pricing-catalog";
import { badRequest, english } from "../http/app-error";

/**
 * Which item an uploaded file belongs to. With itemId: that item of the order (it must not have a
 * file yet). Without: the first item (by position) that has no file, else a new "other" item priced at the
 * plan's rate from the file's own word count. Runs in the upload's transaction, the order locked.
 */
export async function attachDocumentToItem(
  tx: Executor,
  options: { orderId: number; documentId: number; itemId?: number },
): Promise<number> {
  const { orderId, documentId, itemId } = options;
  if (itemId !== undefined) {
    const [item] = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)))
      .limit(1);
    if (!item) throw badRequest(english(ITEM_NOT_FOUND_MESSAGE));
    if (item.documentId !== null) throw badRequest(english(ITEM_HAS_DOCUMENT_MESSAGE));
    await tx.update(orderItems).set({ documentId, updatedAt: new Date() }).where(eq(orderItems.id, item.id));
    return item.id;
  }
  const [free] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.documentId)))
    .orderBy(asc(orderItems.position), asc(orderItems.id))
    .limit(1);
  if (free) {
    await tx.update(orderItems).set({ documentId, updatedAt: new Date() }).where(eq(orderItems.id, free.id));
    return free.id;
  }
  const [{ last }] = await tx
    .select({ last: max(orderItems.position) })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const [added] = await tx
    .insert(orderItems)
    .values({ orderId, position: (last ?? -1) + 1, documentType: "other", estimatedWordCount: null, documentId })
    .returning({ id: orderItems.id });
  return added.id;
}

/**
 * Before a document is deleted: an item added by its upload (an "other" item with no estimate of its own) goes
 * with it; any other item keeps its estimate and is billed by it again (the foreign key clears documentId).
 */
export async function detachDocumentFromItems(tx: Executor, documentId: number): Promise<void> {
  await tx
    .delete(orderItems)
    .where(
      and(
        eq(orderItems.documentId, documentId),
        eq(orderItems.documentType, "other"),
        isNull(orderItems.estimatedWordCount),
      ),
    );
}
