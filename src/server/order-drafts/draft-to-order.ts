import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { coded } from "../../shared/error-codes";
import { createOrderSchema } from "../../shared/schemas/orders";
import type { Database } from "../db/client";
import { documents } from "../db/schema/documents";
import { orderDraftFiles, orderDrafts } from "../db/schema/order-drafts";
import { orderItems } from "../db/schema/pricing-catalog";
import { badRequest, notFound } from "../http/app-error";
import { parseInput } from "../http/parse";
import { ordersCreated } from "../observability/metrics";
import { insertOrder } from "../orders/create-order";
import { repriceOrder } from "../orders/price-order";
import { readWholeNumber } from "../settings/read-settings";
import { findDraft, loadDraftFiles } from "./find-draft";
import { draftItems } from "./serialize-draft";

/**
 * POST /api/order-draft/order (docs/ordering.md, "Files first"): the signed-in, verified customer's draft becomes a
 * pending order in one transaction. Its files become the order's documents as they were read (same storage keys,
 * counts, OCR confidence; an estimated count is flagged for an agent as on any upload), one per document, so
 * nothing is chosen or read twice; the order is priced by the same rule and catalog the draft showed. A second
 * call (a double click, the other tab) answers the same order.
 */
export async function turnDraftIntoOrder(db: Database, request: FastifyRequest, userId: number): Promise<number> {
  const { orderId, created } = await db.transaction(async (tx) => {
    const draft = await findDraft(tx, request, { forUpdate: true });
    if (!draft) throw notFound("DRAFT_NOT_FOUND");
    if (draft.orderId !== null) return { orderId: draft.orderId, created: false };
    const files = await loadDraftFiles(tx, draft.id);
    const items = draftItems({ draft, files });
    if (items.length === 0) throw badRequest("NO_ITEMS");
    if (items.some((item) => item.fileId === null)) throw badRequest("DRAFT_NEEDS_FILES");
    if (files.some((file) => file.status === "reading")) throw badRequest("DOCUMENTS_BEING_READ");
    if (files.some((file) => file.status === "failed")) throw badRequest("DOCUMENT_NOT_READ");

    const input = parseInput(createOrderSchema, {
      serviceType: draft.options.serviceType,
      translationDirection: draft.options.translationDirection,
      isRush: draft.options.isRush,
      isPhysicalDelivery: draft.options.isPhysicalDelivery,
      shippingAddress: draft.options.shippingAddress,
      items: items.map(({ documentType, wordCount, notarization, extraCopies }) => ({
        documentType,
        wordCount,
        notarization,
        extraCopies,
      })),
    });
    const order = await insertOrder(tx, userId, input);
    const byId = new Map(files.map((file) => [file.id, file]));
    for (const [position, item] of items.entries()) {
      const file = byId.get(item.fileId!)!;
      const [document] = await tx
        .insert(documents)
        .values({
          orderId: order.id,
          originalFilename: file.originalFilename,
          s3Key: file.storageKey,
          fileType: file.fileType,
          fileSize: file.fileSize,
          wordCount: file.wordCount ?? 0,
          wordCountSource: file.wordCountSource ?? "text",
          wordCountReview: file.wordCountSource === "estimated" ? "needed" : null,
          ocrConfidence: file.ocrConfidence,
          analysisStatus: "done",
        })
        .returning({ id: documents.id });
      await tx
        .update(orderItems)
        .set({ documentId: document!.id })
        .where(and(eq(orderItems.orderId, order.id), eq(orderItems.position, position)));
    }
    const priced = await repriceOrder(tx, order);
    const maxWords = await readWholeNumber(tx, "max_order_words");
    if (priced.wordCount > maxWords) throw badRequest(coded("ORDER_TOO_MANY_WORDS", { words: maxWords }));
    // The files now belong to the documents: the draft keeps no row naming them, so its sweep cannot delete them.
    await tx.delete(orderDraftFiles).where(eq(orderDraftFiles.draftId, draft.id));
    await tx
      .update(orderDrafts)
      .set({ orderId: order.id, userId, options: { ...draft.options, items: [] }, updatedAt: new Date() })
      .where(eq(orderDrafts.id, draft.id));
    return { orderId: order.id, created: true };
  });
  if (created) ordersCreated.inc();
  return orderId;
}
