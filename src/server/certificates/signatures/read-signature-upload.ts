import type { FastifyRequest } from "fastify";
import { SIGNATURE_EMPTY, SIGNATURE_MAX_BYTES, SIGNATURE_TOO_LARGE } from "../../../shared/schemas/certificates";
import { ONE_FILE_PER_REQUEST_MESSAGE } from "../../../shared/schemas/documents";
import { AppError, badRequest, english } from "../../http/app-error";

/**
 * PUT /api/translator/signature/image's multipart body: `kind` ("drawn" from the pad, "uploaded" otherwise) and
 * one `file` of at most 1 MB.
 */
export async function readSignatureUpload(
  request: FastifyRequest,
): Promise<{ kind: "drawn" | "uploaded"; bytes: Buffer }> {
  if (!request.isMultipart()) throw badRequest(english(SIGNATURE_EMPTY));
  let kind: "drawn" | "uploaded" = "uploaded";
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: SIGNATURE_MAX_BYTES, files: 1 } })) {
      if (part.type === "field") {
        if (part.fieldname === "kind" && part.value === "drawn") kind = "drawn";
        continue;
      }
      const body = await part.toBuffer();
      if (bytes) throw badRequest(english(ONE_FILE_PER_REQUEST_MESSAGE));
      bytes = body;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new AppError(413, english(SIGNATURE_TOO_LARGE, "FILE_TOO_LARGE"));
    if (code === "FST_FILES_LIMIT") throw badRequest(english(ONE_FILE_PER_REQUEST_MESSAGE));
    throw error;
  }
  if (!bytes || bytes.length === 0) throw badRequest(english(SIGNATURE_EMPTY));
  return { kind, bytes };
}
