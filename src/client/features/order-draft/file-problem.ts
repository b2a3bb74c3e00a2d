import {
  checkOrderDocument,
  fileSizeMessage,
  MAX_ORDER_DOCUMENT_MB,
  ORDER_DOCUMENT_EXTENSIONS,
} from "@shared/file-types";
import type { Shown } from "@/lib/translate-message";

/**
 * The shared upload check (size, then type) before a file is sent, with its error code and values, so a Turkish
 * screen shows the catalog's text (the message has values: it cannot be looked up by its English text).
 */
export function fileProblem(file: { name: string; size: number }): Shown | null {
  const message = checkOrderDocument(file);
  if (!message) return null;
  if (message === fileSizeMessage(MAX_ORDER_DOCUMENT_MB))
    return { message, code: "FILE_TOO_LARGE", params: { mb: MAX_ORDER_DOCUMENT_MB } };
  return { message, code: "FILE_TYPE_NOT_SUPPORTED", params: { types: ORDER_DOCUMENT_EXTENSIONS.join(", ") } };
}
