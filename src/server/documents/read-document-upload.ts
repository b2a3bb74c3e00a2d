import { coded } from "../../shared/error-codes";
import type { FastifyRequest } from "fastify";
import { MAX_ORDER_DOCUMENT_MB } from "../../shared/file-types";
import { ONE_FILE_PER_REQUEST_MESSAGE } from "../../shared/schemas/documents";
import { AppError, badRequest, english } from "../http/app-error";

export type UploadedFile = { fileName: string; bytes: Buffer };
export type DocumentUpload = {
  orderId: unknown;
  itemId: unknown;
  file: UploadedFile | null;
  /** Every text field by name (the order draft's upload reads documentType and itemIndex). */
  fields: Record<string, string>;
};

/**
 * Reads POST /api/documents' multipart body: the orderId field, the optional itemId field (the order item) and one
 * file, whatever their order.
 * The file is buffered (at most 10 MB, the multipart plugin's limit) because its type and word count
 * are checked before anything is stored.
 */
export async function readDocumentUpload(request: FastifyRequest): Promise<DocumentUpload> {
  if (!request.isMultipart()) throw badRequest("NO_FILE");
  let orderId: unknown;
  let itemId: unknown;
  let file: UploadedFile | null = null;
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (typeof part.value === "string" && !Object.hasOwn(fields, part.fieldname))
          fields[part.fieldname] = part.value;
        if (part.fieldname === "orderId") orderId = part.value;
        if (part.fieldname === "itemId" && part.value !== "") itemId = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      // A form whose file input was left empty still sends a part, with no name and no bytes.
      if (!part.filename && bytes.length === 0) continue;
      if (file) throw badRequest(english(ONE_FILE_PER_REQUEST_MESSAGE));
      file = { fileName: part.filename, bytes };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError(413, coded("FILE_TOO_LARGE", { mb: MAX_ORDER_DOCUMENT_MB }));
    if (code === "FST_FILES_LIMIT") throw badRequest(english(ONE_FILE_PER_REQUEST_MESSAGE));
    throw error;
  }
  return { orderId, itemId, file, fields };
}
