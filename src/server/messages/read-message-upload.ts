import { coded } from "../../shared/error-codes";
import type { FastifyRequest } from "fastify";
import { MAX_ORDER_DOCUMENT_MB } from "../../shared/file-types";
import { MAX_ATTACHMENTS_PER_MESSAGE } from "../../shared/order-thread";
import { AppError, badRequest, english } from "../http/app-error";
import { NUL_CHARACTER_MESSAGE } from "../http/reject-nul-characters";
import type { UploadedFile } from "../documents/read-document-upload";

export type MessageUpload = { text: unknown; files: UploadedFile[] };

/**
 * The body of POST /api/orders/:id/messages: JSON `{ text }`, or multipart with a `text` field and up to three
 * files (each buffered, at most 10 MB, because its type is checked by content before anything is stored).
 */
export async function readMessageUpload(request: FastifyRequest): Promise<MessageUpload> {
  if (!request.isMultipart()) return { text: (request.body as { text?: unknown } | undefined)?.text, files: [] };
  let text: unknown;
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({ limits: { files: MAX_ATTACHMENTS_PER_MESSAGE + 1 } })) {
      if (part.type === "field") {
        // Form fields skip the app's NUL check (it reads parsed JSON): PostgreSQL text cannot hold one.
        if (typeof part.value === "string" && part.value.includes("\u0000")) throw badRequest(english(NUL_CHARACTER_MESSAGE));
        if (part.fieldname === "text") text = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      // A form whose file input was left empty still sends a part, with no name and no bytes.
      if (!part.filename && bytes.length === 0) continue;
      if (files.length >= MAX_ATTACHMENTS_PER_MESSAGE) throw badRequest("THREAD_TOO_MANY_FILES");
      files.push({ fileName: part.filename, bytes });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new AppError(413, coded("FILE_TOO_LARGE", { mb: MAX_ORDER_DOCUMENT_MB }));
    if (code === "FST_FILES_LIMIT") throw badRequest("THREAD_TOO_MANY_FILES");
    throw error;
  }
  return { text, files };
}
