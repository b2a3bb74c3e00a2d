import { and, eq } from "drizzle-orm";
import type { Viewer } from "../auth/viewer";
import type { Executor } from "../db/client";
import { orderMessageAttachments } from "../db/schema/messages";
import { assertFilesKept } from "../files/purge-order-files";
import { notFound } from "../http/app-error";
import { StorageNotFoundError, type FileStorage } from "../storage/file-storage";
import { getThreadAccessOrThrow } from "./thread-access";

/**
 * GET /api/orders/:id/messages/attachments/:attachmentId: a file of the thread, for its members only (an
 * attachment of another order, or of an order the viewer may not read, is errorText("FILE_NOT_FOUND") / errorText("ORDER_NOT_FOUND")).
 * Read through the storage adapter, as every stored file is.
 */
export async function downloadAttachment(options: {
  db: Executor;
  storage: FileStorage;
  viewer: Viewer;
  orderId: number;
  attachmentId: number;
}) {
  const { db, storage, viewer, orderId, attachmentId } = options;
  await getThreadAccessOrThrow({ db, viewer, orderId });
  const [file] = await db
    .select()
    .from(orderMessageAttachments)
    .where(and(eq(orderMessageAttachments.id, attachmentId), eq(orderMessageAttachments.orderId, orderId)))
    .limit(1);
  if (!file) throw notFound("FILE_NOT_FOUND");
  // Deleted with the order's other files (retention, or the customer's request): 410 with the date.
  await assertFilesKept(db, orderId);
  const bytes = await storage.get(file.storageKey).catch((error: unknown) => {
    if (error instanceof StorageNotFoundError) throw notFound("FILE_NOT_FOUND");
    throw error;
  });
  return { bytes, contentType: file.fileType, fileName: file.fileName, attachmentId: file.id };
}
