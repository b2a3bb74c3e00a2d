import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { documents, translations } from "../db/schema/documents";
import { notFound } from "../http/app-error";
import { StorageNotFoundError, type FileStorage } from "../storage/file-storage";
import { verifiedStart } from "../storage/encrypted-storage";
import { assertFilesKept } from "../files/purge-order-files";
import type { ServedFile } from "../files/record-file-access";
import { currentTranslations } from "./current-translations";
import type { Viewer } from "../auth/viewer";
import { isDeliveredVersion } from "../review/delivered-drafts";
import { getOrderOrThrow } from "../orders/get-order-or-throw";
import { canReceiveDrafts, canReceiveFiles } from "./file-access";
import { detectTranslatedFileType, recordedFileType } from "./translated-file-type";
import { titleFileName } from "../../shared/deliverable";
import { loadDocumentNames } from "../deliverable/document-names";

type DownloadDeliverableOptions = { db: Executor; storage: FileStorage; translationId: number; viewer: Viewer };

/**
 * The bytes of one translated file with the headers to send it as an attachment. Customers get the current
 * version of a completed order's documents and, once a draft is delivered, every delivered version (docs/delivery.md, "Customer review");
 * verified admins any version. Anything else is errorText("FILE_NOT_FOUND"); after the order's files were deleted, 410.
 */
export async function downloadDeliverable({ db, storage, translationId, viewer }: DownloadDeliverableOptions) {
  const [row] = await db
    .select({ translation: translations, orderId: documents.orderId, originalFilename: documents.originalFilename })
    .from(translations)
    .innerJoin(documents, eq(documents.id, translations.documentId))
    .where(eq(translations.id, translationId))
    .limit(1);
  const key = row?.translation.translatedFileKey;
  if (!row || !key) throw notFound("FILE_NOT_FOUND");
  const order = await getOrderOrThrow({ db, orderId: row.orderId, viewer }).catch(() => {
    throw notFound("FILE_NOT_FOUND");
  });
  if (!viewer.isVerifiedAdmin) {
    const current = canReceiveFiles(order, viewer) ? await currentTranslations(db, order.id) : [];
    const isCurrent = current.some(({ translation }) => translation.id === translationId);
    const isDraft = canReceiveDrafts(order, viewer) && isDeliveredVersion(order, row.translation);
    if (!isCurrent && !isDraft) throw notFound("FILE_NOT_FOUND");
  }
  await assertFilesKept(db, order.id);
  const missing = (error: unknown) => {
    if (error instanceof StorageNotFoundError) throw notFound("FILE_NOT_FOUND");
    throw error;
  };
  // Rows that record no type (written before the workspace did) are read whole to tell it from the bytes.
  const recorded = recordedFileType(row.translation);
  const body = recorded
    ? { stream: await verifiedStart(await storage.getStream(key).catch(missing)) }
    : { bytes: await storage.get(key).catch(missing) };
  const type = recorded ?? detectTranslatedFileType((body as { bytes: Buffer }).bytes);
  const fileName = titleFileName(
    (await loadDocumentNames(db, order.id)).titleOf(row.translation.documentId),
    type.extension ?? "",
  );
  const served: ServedFile = {
    orderId: order.id,
    kind: "translation",
    fileId: translationId,
    fileName: `${fileName} (version ${row.translation.version})`,
  };
  return { file: { ...body, contentType: type.contentType, fileName }, served };
}
