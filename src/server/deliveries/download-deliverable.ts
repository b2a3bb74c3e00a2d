import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { documents, translations } from "../db/schema/documents";
import { notFound } from "../http/app-error";
import { StorageNotFoundError, type FileStorage } from "../storage/file-storage";
import { currentTranslations } from "./current-translations";
import type { Viewer } from "../auth/viewer";
import { isDeliveredVersion } from "../review/delivered-drafts";
import { getOrderOrThrow } from "../orders/get-order-or-throw";
import { canReceiveDrafts, canReceiveFiles } from "./file-access";
import { detectTranslatedFileType, recordedFileType, translatedFileName } from "./translated-file-type";

type DownloadDeliverableOptions = { db: Executor; storage: FileStorage; translationId: number; viewer: Viewer };

/**
 * The bytes of one translated file with the headers to send it as an attachment. Customers get the current
 * version of a completed order's documents and, once a draft is delivered, every delivered version (docs/delivery.md, "Customer review");
 * verified admins any version. Anything else is "File not found".
 */
export async function downloadDeliverable({ db, storage, translationId, viewer }: DownloadDeliverableOptions) {
  const [row] = await db
    .select({ translation: translations, orderId: documents.orderId, originalFilename: documents.originalFilename })
    .from(translations)
    .innerJoin(documents, eq(documents.id, translations.documentId))
    .where(eq(translations.id, translationId))
    .limit(1);
  const key = row?.translation.translatedFileKey;
  if (!row || !key) throw notFound("File");
  const order = await getOrderOrThrow({ db, orderId: row.orderId, viewer }).catch(() => {
    throw notFound("File");
  });
  if (!viewer.isVerifiedAdmin) {
    const current = canReceiveFiles(order, viewer) ? await currentTranslations(db, order.id) : [];
    const isCurrent = current.some(({ translation }) => translation.id === translationId);
    const isDraft = canReceiveDrafts(order, viewer) && isDeliveredVersion(order, row.translation);
    if (!isCurrent && !isDraft) throw notFound("File");
  }
  const bytes = await storage.get(key).catch((error: unknown) => {
    if (error instanceof StorageNotFoundError) throw notFound("File");
    throw error;
  });
  const type = recordedFileType(row.translation) ?? detectTranslatedFileType(bytes);
  return {
    bytes,
    contentType: type.contentType,
    fileName: translatedFileName(row.originalFilename, type.extension),
  };
}
