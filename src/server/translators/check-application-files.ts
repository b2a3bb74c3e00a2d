import { fileExtension } from "../../shared/file-types";
import {
  TRANSLATOR_FILE_FIELDS,
  TRANSLATOR_FILES,
  checkTranslatorFile,
  contentMismatchMessage,
  type TranslatorFileField,
} from "../../shared/schemas/translators";
import { badRequest, english } from "../http/app-error";
import type { ApplicationUpload } from "./read-application-upload";
import { contentTypeFor, translatorFileMatches } from "./translator-file-content";

export type CheckedFile = { field: TranslatorFileField; bytes: Buffer; contentType: string };

/** Required files present; each within 10 MB, with an accepted extension and content that really is that type. */
export function checkApplicationFiles(files: ApplicationUpload["files"]): CheckedFile[] {
  const checked: CheckedFile[] = [];
  for (const field of TRANSLATOR_FILE_FIELDS) {
    const file = files[field];
    const rule = TRANSLATOR_FILES[field];
    if (!file) {
      if (rule.required) throw badRequest(english(rule.required.message), { field });
      continue;
    }
    const problem = checkTranslatorFile(field, { name: file.fileName, size: file.bytes.length });
    if (problem) throw badRequest(english(problem), { field });
    const extension = fileExtension(file.fileName);
    if (!translatorFileMatches(extension, file.bytes))
      throw badRequest(english(contentMismatchMessage(field)), { field });
    checked.push({ field, bytes: file.bytes, contentType: contentTypeFor(extension) });
  }
  return checked;
}
