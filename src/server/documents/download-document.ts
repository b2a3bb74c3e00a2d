import type { Executor } from "../db/client";
import { notFound } from "../http/app-error";
import { StorageNotFoundError, type FileStorage } from "../storage/file-storage";
import type { Viewer } from "../auth/viewer";
import { getDocumentOrThrow } from "./get-document-or-throw";

type DownloadDocumentOptions = { db: Executor; storage: FileStorage; documentId: number; viewer: Viewer };

/** The stored bytes of a document the viewer may read, named for the download (http/send-attachment.ts sends it). */
export async function downloadDocument({ db, storage, documentId, viewer }: DownloadDocumentOptions) {
  const { document } = await getDocumentOrThrow({ db, documentId, viewer });
  const bytes = await storage.get(document.s3Key).catch((error: unknown) => {
    // A row whose file is gone answers like a missing document rather than a server error.
    if (error instanceof StorageNotFoundError) throw notFound("Document");
    throw error;
  });
  return { bytes, contentType: document.fileType, fileName: document.originalFilename };
}
