import {
  MIME_TYPE_BY_EXTENSION,
  checkOrderDocument,
  fileExtension,
  isOrderDocumentExtension,
} from "../../shared/file-types";
import { CONTENT_MISMATCH_MESSAGE } from "../../shared/schemas/documents";
import { badRequest, english } from "../http/app-error";
import { contentMatchesExtension } from "./content-matches-extension";
import { assertImageWithinCap } from "./pixel-caps";
import type { UploadedFile } from "./read-document-upload";
import { sanitizeFileName } from "./sanitize-file-name";

/**
 * The checks every document a customer or visitor uploads passes before it is stored (an order's document, a
 * draft's file): the name as it will be shown, its type by extension AND content, its size, and
 * the pixel caps of an image. Answers the stored name and MIME type.
 */
export function checkOrderDocumentUpload(file: UploadedFile): { name: string; fileType: string } {
  // Checked on the name as it will be stored, so what is shown is exactly what was accepted.
  const name = sanitizeFileName(file.fileName);
  const extension = fileExtension(name);
  const problem = checkOrderDocument({ name, size: file.bytes.length });
  if (problem || !isOrderDocumentExtension(extension)) throw badRequest(english(problem ?? CONTENT_MISMATCH_MESSAGE));
  if (!contentMatchesExtension(extension, file.bytes)) throw badRequest(english(CONTENT_MISMATCH_MESSAGE));
  assertImageWithinCap(extension, file.bytes);
  return { name, fileType: MIME_TYPE_BY_EXTENSION[extension] };
}
