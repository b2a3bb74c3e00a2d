import { count, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { MIME_TYPE_BY_EXTENSION, checkOrderDocument, fileExtension, isOrderDocumentExtension } from "../../shared/file-types";
import {
  CONTENT_MISMATCH_MESSAGE, DOCUMENTS_ONLY_PENDING_MESSAGE, MAX_DOCUMENTS_PER_ORDER, NO_FILE_MESSAGE, TOO_MANY_DOCUMENTS_MESSAGE,
  type UploadDocumentResponse,
} from "../../shared/schemas/documents";
import type { Database } from "../db/client";
import { documents } from "../db/schema/documents";
import { badRequest } from "../http/app-error";
import { getOrderOrThrow } from "../orders/get-order-or-throw";
import { attachDocumentToItem } from "../orders/attach-document-to-item";
import { recomputeOrderTotals } from "../orders/recompute-order-totals";
import { cancelOpenIntents } from "../payments/cancel-open-intents";
import type { PaymentProvider } from "../payments/payment-provider";
import type { FileStorage } from "../storage/file-storage";
import { newStorageKey } from "../storage/storage-key";
import { contentMatchesExtension } from "./content-matches-extension";
import { countDocumentWords } from "./count-document-words";
import type { UploadedFile } from "./read-document-upload";
import { sanitizeFileName } from "./sanitize-file-name";
import { toDocumentDto } from "./serialize-document";

type UploadDocumentOptions = {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
  userId: number;
  orderId: number;
  /** The order item the file is for (issue 12); see attachDocumentToItem for the choice without one. */
  itemId?: number;
  provider: PaymentProvider;
  file: UploadedFile | null;
};

/**
 * Adds a checked document to the customer's pending order: type by extension AND content, words counted
 * from the real text, file stored under a generated key, then the order's word count and price recomputed
 * in the same transaction as the insert. If that transaction fails, the stored file is removed again.
 */
export async function uploadDocument({ db, storage, provider, log, userId, orderId, itemId, file }: UploadDocumentOptions): Promise<UploadDocumentResponse> {
  const order = await getOrderOrThrow({ db, orderId, userId });
  if (order.status !== "pending") throw badRequest(DOCUMENTS_ONLY_PENDING_MESSAGE);
  if (!file) throw badRequest(NO_FILE_MESSAGE);

  // Checked on the name as it will be stored, so what is shown is exactly what was accepted.
  const name = sanitizeFileName(file.fileName);
  const extension = fileExtension(name);
  const problem = checkOrderDocument({ name, size: file.bytes.length });
  if (problem || !isOrderDocumentExtension(extension)) throw badRequest(problem ?? CONTENT_MISMATCH_MESSAGE);
  if (!contentMatchesExtension(extension, file.bytes)) throw badRequest(CONTENT_MISMATCH_MESSAGE);
  const { wordCount, source } = await countDocumentWords(extension, file.bytes);

  const key = newStorageKey("documents");
  const fileType = MIME_TYPE_BY_EXTENSION[extension];
  await storage.put(key, file.bytes, fileType);
  let result: UploadDocumentResponse;
  try {
    result = await db.transaction(async (tx) => {
      // Re-read under lock: a payment or another upload may have changed the order meanwhile.
      const locked = await getOrderOrThrow({ db: tx, orderId, userId, forUpdate: true });
      if (locked.status !== "pending") throw badRequest(DOCUMENTS_ONLY_PENDING_MESSAGE);
      const [{ existing }] = await tx.select({ existing: count() }).from(documents).where(eq(documents.orderId, orderId));
      if (existing >= MAX_DOCUMENTS_PER_ORDER) throw badRequest(TOO_MANY_DOCUMENTS_MESSAGE);
      const [document] = await tx
        .insert(documents)
        .values({ orderId, originalFilename: name, s3Key: key, fileType, fileSize: file.bytes.length, wordCount, wordCountSource: source })
        .returning();
      await attachDocumentToItem(tx, { orderId, documentId: document.id, itemId });
      return { document: toDocumentDto(document), ...(await recomputeOrderTotals({ tx, order: locked })) };
    });
  } catch (error) {
    await storage.delete(key).catch((cleanupError: unknown) => log.error({ err: cleanupError, key }, "could not remove the file of a failed upload"));
    throw error;
  }
  // The order changed: a checkout opened before must not charge the old total (issue 12 item 6).
  await cancelOpenIntents({ db, provider, log, orderId });
  return result;
}
