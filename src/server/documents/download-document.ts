import type { Executor } from "../db/client";
import { notFound } from "../http/app-error";
import { StorageNotFoundError, type FileStorage } from "../storage/file-storage";
import { verifiedStart } from "../storage/encrypted-storage";
import type { Viewer } from "../auth/viewer";
import { assertFilesKept } from "../files/purge-order-files";
import type { ServedFile } from "../files/record-file-access";
import { getDocumentOrThrow } from "./get-document-or-throw";

type DownloadDocumentOptions = { db: Executor; storage: FileStorage; documentId: number; viewer: Viewer };

/**
 * A document the viewer may read, as a stream named for the download (http/send-attachment.ts sends it), and what
 * the access log records. After the order's files were deleted: 410 with the date.
 */
export async function downloadDocument({ db, storage, documentId, viewer }: DownloadDocumentOptions) {
  const { document } = await getDocumentOrThrow({ db, documentId, viewer });
  await assertFilesKept(db, document.orderId);
  const stream = await storage.getStream(document.s3Key).catch((error: unknown) => {
    // A row whose file is gone answers like a missing document rather than a server error.
    if (error instanceof StorageNotFoundError) throw notFound("DOCUMENT_NOT_FOUND");
    throw error;
  });
  const served: ServedFile = {
    orderId: document.orderId,
    kind: "document",
    fileId: document.id,
    fileName: document.originalFilename,
  };
  return {
    file: { stream: await verifiedStart(stream), contentType: document.fileType, fileName: document.originalFilename },
    served,
  };
}
