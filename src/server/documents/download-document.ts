import type { Executor } from "../db/client";
import { notFound } from "../http/app-error";
import { StorageNotFoundError, type FileStorage } from "../storage/file-storage";
import { type DocumentViewer, getDocumentOrThrow } from "./get-document-or-throw";

type DownloadDocumentOptions = { db: Executor; storage: FileStorage; documentId: number; viewer: DocumentViewer };

/** The stored bytes of a document the viewer may read, with the headers to send them as an attachment. */
export async function downloadDocument({ db, storage, documentId, viewer }: DownloadDocumentOptions) {
  const { document } = await getDocumentOrThrow({ db, documentId, viewer });
  const bytes = await storage.get(document.s3Key).catch((error: unknown) => {
    // A row whose file is gone answers like a missing document rather than a server error.
    if (error instanceof StorageNotFoundError) throw notFound("Document");
    throw error;
  });
  return { bytes, contentType: document.fileType, contentDisposition: attachmentDisposition(document.originalFilename) };
}

/**
 * RFC 6266: an ASCII fallback name for old clients and the exact UTF-8 name (Turkish letters included)
 * in filename*. Quotes, backslashes and non-ASCII never reach the quoted form.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
