import { coded } from "../../shared/error-codes";
import type { FastifyRequest } from "fastify";
import { MAX_ORDER_DOCUMENT_MB } from "../../shared/file-types";
import { FULFILMENT_MESSAGES } from "../../shared/fulfilment";
import { contentMatchesExtension } from "../documents/content-matches-extension";
import { sanitizeFileName } from "../documents/sanitize-file-name";
import { AppError, badRequest, english } from "../http/app-error";

const TYPES = { ".pdf": "application/pdf", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png" } as const;

/** The notarized scan from a multipart body (one file: PDF, JPG or PNG, checked by its bytes). */
export async function readNotarizedScan(
  request: FastifyRequest,
): Promise<{ fileName: string; bytes: Buffer; contentType: string }> {
  if (!request.isMultipart()) throw badRequest(english(FULFILMENT_MESSAGES.notarizedScanRequired));
  let file: { fileName: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") continue;
      const bytes = await part.toBuffer();
      if (!part.filename && bytes.length === 0) continue;
      if (file) throw badRequest(english(FULFILMENT_MESSAGES.notarizedScanRequired));
      file = { fileName: part.filename, bytes };
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError(413, coded("FILE_TOO_LARGE", { mb: MAX_ORDER_DOCUMENT_MB }));
    throw error;
  }
  if (!file) throw badRequest(english(FULFILMENT_MESSAGES.notarizedScanRequired));
  const extension = (/\.[^.]+$/.exec(file.fileName.toLowerCase())?.[0] ?? "") as keyof typeof TYPES;
  if (!(extension in TYPES) || !contentMatchesExtension(extension, file.bytes))
    throw badRequest(english(FULFILMENT_MESSAGES.notarizedScanRequired));
  return { fileName: sanitizeFileName(file.fileName, extension), bytes: file.bytes, contentType: TYPES[extension] };
}
