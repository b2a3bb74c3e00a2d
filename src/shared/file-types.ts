import { errorText } from "./error-codes";
// The spec's upload rules: the generic file check (size, then extension) and the order upload's accepted types.
// Used by the upload page before sending and by POST /api/documents, so the messages exist once.

export const ORDER_DOCUMENT_EXTENSIONS = [".pdf", ".jpg", ".jpeg", ".png", ".doc", ".docx", ".txt"] as const;
export type OrderDocumentExtension = (typeof ORDER_DOCUMENT_EXTENSIONS)[number];
/** A translator's translated file is delivered to the customer as a document: plain text is not one. */
export const TRANSLATED_FILE_EXTENSIONS = [
  ".pdf",
  ".jpg",
  ".jpeg",
  ".png",
  ".doc",
  ".docx",
] as const satisfies readonly OrderDocumentExtension[];

export const MAX_ORDER_DOCUMENT_MB = 10;
export const MAX_ORDER_DOCUMENT_BYTES = MAX_ORDER_DOCUMENT_MB * 1024 * 1024;

/** The type each accepted extension is stored and downloaded as. */
export const MIME_TYPE_BY_EXTENSION: Record<OrderDocumentExtension, string> = {
  ".pdf": "application/pdf",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".txt": "text/plain; charset=utf-8",
};

/** ".pdf" for "Scan.PDF"; "" when the name has no extension. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot <= 0 || dot === fileName.length - 1 ? "" : fileName.slice(dot).toLowerCase();
}

export const fileSizeMessage = (maxMb: number) => errorText("FILE_TOO_LARGE", { mb: maxMb });
export const fileTypeMessage = (allowed: readonly string[]) =>
  errorText("FILE_TYPE_NOT_SUPPORTED", { types: allowed.join(", ") });

/** The generic check: null when the file is acceptable, otherwise the message to show. */
export function checkFile(
  file: { name: string; size: number },
  rules: { maxMb: number; allowedExtensions: readonly string[] },
): string | null {
  if (file.size > rules.maxMb * 1024 * 1024) return fileSizeMessage(rules.maxMb);
  if (!rules.allowedExtensions.includes(fileExtension(file.name))) return fileTypeMessage(rules.allowedExtensions);
  return null;
}

export function isOrderDocumentExtension(extension: string): extension is OrderDocumentExtension {
  return (ORDER_DOCUMENT_EXTENSIONS as readonly string[]).includes(extension);
}

/** The order upload's rule set (the spec's upload rules, plus .txt as the landing page lists it): .pdf .jpg .jpeg .png .doc .docx .txt, at most 10 MB each. */
export function checkOrderDocument(file: { name: string; size: number }): string | null {
  return checkFile(file, { maxMb: MAX_ORDER_DOCUMENT_MB, allowedExtensions: ORDER_DOCUMENT_EXTENSIONS });
}

/** A translator's upload of a translated file: the order upload's rules without .txt. */
export function checkTranslatedFile(file: { name: string; size: number }): string | null {
  return checkFile(file, { maxMb: MAX_ORDER_DOCUMENT_MB, allowedExtensions: TRANSLATED_FILE_EXTENSIONS });
}
