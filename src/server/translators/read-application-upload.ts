import type { FastifyRequest } from "fastify";
import { fileSizeMessage } from "../../shared/file-types";
import {
  MAX_TRANSLATOR_FILE_MB,
  TRANSLATOR_FILES,
  TRANSLATOR_FILE_FIELDS,
  type TranslatorFileField,
} from "../../shared/schemas/translators";
import { AppError, badRequest, english } from "../http/app-error";

export type UploadedFile = { fileName: string; bytes: Buffer };
export type ApplicationUpload = {
  fields: Record<string, string>;
  files: Partial<Record<TranslatorFileField, UploadedFile>>;
};

export const NOT_MULTIPART_MESSAGE = "Please send the application as a form with its files (multipart/form-data)";

const isFileField = (name: string): name is TranslatorFileField => (TRANSLATOR_FILE_FIELDS as string[]).includes(name);

/**
 * Reads POST /api/translator-application's multipart body: text fields and at most one file per upload slot.
 * Files are buffered (at most 10 MB each, the multipart plugin's limit) because their content is checked
 * before anything is stored.
 */
export async function readApplicationUpload(request: FastifyRequest): Promise<ApplicationUpload> {
  if (!request.isMultipart()) throw badRequest(english(NOT_MULTIPART_MESSAGE));
  const upload: ApplicationUpload = { fields: {}, files: {} };
  let current: TranslatorFileField | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (typeof part.value === "string") upload.fields[part.fieldname] = part.value;
        continue;
      }
      if (!isFileField(part.fieldname)) throw badRequest(english(`Unexpected file field "${part.fieldname}"`));
      current = part.fieldname;
      const bytes = await part.toBuffer();
      // A form whose optional file input was left empty still sends a part, with no name and no bytes.
      if (!part.filename && bytes.length === 0) continue;
      if (upload.files[current])
        throw badRequest(english(`${TRANSLATOR_FILES[current].label}: please upload one file only`));
      upload.files[current] = { fileName: part.filename, bytes };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      const label = current ? `${TRANSLATOR_FILES[current].label}: ` : "";
      throw new AppError(413, english(`${label}${fileSizeMessage(MAX_TRANSLATOR_FILE_MB)}`, "FILE_TOO_LARGE"));
    }
    if (code === "FST_FILES_LIMIT") throw badRequest(english("Please upload at most one file per field"));
    throw error;
  }
  return upload;
}
