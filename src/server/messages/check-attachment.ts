import { MIME_TYPE_BY_EXTENSION, checkOrderDocument, fileExtension, isOrderDocumentExtension } from "../../shared/file-types";
import { CONTENT_MISMATCH_MESSAGE } from "../../shared/schemas/documents";
import { contentMatchesExtension } from "../documents/content-matches-extension";
import { assertImageWithinCap } from "../documents/pixel-caps";
import type { UploadedFile } from "../documents/read-document-upload";
import { sanitizeFileName } from "../documents/sanitize-file-name";
import { badRequest, english } from "../http/app-error";

export type CheckedAttachment = { fileName: string; fileType: string; bytes: Buffer };

/**
 * A message's file passes the order documents' checks (docs/security.md, "Sessions, uploads, errors, input"): a
 * cleaned name, an accepted extension, at most 10 MB, content that really is that type (magic bytes; a DOCX
 * holds word/document.xml; text is UTF-8 without NUL) and, for an image, a pixel count read from its header.
 * It is never read further: an attachment is not counted or priced.
 */
export function checkAttachment(file: UploadedFile): CheckedAttachment {
  const fileName = sanitizeFileName(file.fileName);
  const extension = fileExtension(fileName);
  const problem = checkOrderDocument({ name: fileName, size: file.bytes.length });
  if (problem || !isOrderDocumentExtension(extension)) throw badRequest(english(problem ?? CONTENT_MISMATCH_MESSAGE));
  if (!contentMatchesExtension(extension, file.bytes)) throw badRequest(english(CONTENT_MISMATCH_MESSAGE));
  assertImageWithinCap(extension, file.bytes);
  return { fileName, fileType: MIME_TYPE_BY_EXTENSION[extension], bytes: file.bytes };
}
