import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { DocumentChangeResult } from "../../shared/schemas/documents";
import type { Database } from "../db/client";
import { documents } from "../db/schema/documents";
import { notFound } from "../http/app-error";
import { assertOrderAllows, loadOrderState } from "../orders/assert-order-allows";
import { getOrderOrThrow } from "../orders/get-order-or-throw";
import { detachDocumentFromItems } from "../orders/attach-document-to-item";
import { recomputeOrderTotals } from "../orders/recompute-order-totals";
import { cancelOpenIntents } from "../payments/cancel-open-intents";
import type { PaymentProvider } from "../payments/payment-provider";
import type { FileStorage } from "../storage/file-storage";
import { getDocumentOrThrow } from "./get-document-or-throw";

type DeleteDocumentOptions = {
  db: Database;
  storage: FileStorage;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  userId: number;
  documentId: number;
};

/**
 * Removes a document from the customer's pending order and recomputes the order's totals. The row goes
 * first, in the transaction; the stored file after commit, so no row ever points at a missing file.
 */
export async function deleteDocument({
  db,
  storage,
  provider,
  log,
  userId,
  documentId,
}: DeleteDocumentOptions): Promise<DocumentChangeResult> {
  const { document } = await getDocumentOrThrow({ db, documentId, viewer: { userId, isVerifiedAdmin: false } });
  const result = await db.transaction(async (tx) => {
    const order = await getOrderOrThrow({ db: tx, orderId: document.orderId, userId, forUpdate: true });
    // Pending and unpaid: once paid (even if an admin moved it back to pending), what was sold no longer changes.
    assertOrderAllows(await loadOrderState(tx, order), "remove_document");
    await detachDocumentFromItems(tx, documentId);
    const deleted = await tx
      .delete(documents)
      .where(and(eq(documents.id, documentId), eq(documents.orderId, order.id)))
      .returning({ id: documents.id });
    if (deleted.length === 0) throw notFound("DOCUMENT_NOT_FOUND"); // removed by a concurrent request
    return recomputeOrderTotals({ tx, order });
  });
  // The order changed: a checkout opened before must not charge the old total (docs/ordering.md, "Stale checkout").
  await cancelOpenIntents({ db, provider, log, orderId: document.orderId });
  await storage
    .delete(document.s3Key)
    .catch((error: unknown) =>
      log.error({ err: error, key: document.s3Key }, "could not remove a deleted document's file"),
    );
  return result;
}
