import { MIME_TYPE_BY_EXTENSION, type OrderDocumentExtension } from "../../shared/file-types";
import { TRANSLATOR_FILES, type TranslatorFileField } from "../../shared/schemas/translators";
import { contentMatchesExtension } from "../documents/content-matches-extension";
import { isPlainText } from "./is-plain-text";

const TEXT_TYPE = "text/plain; charset=utf-8";

/** Whether the bytes really are what the extension claims: the order upload's magic-byte checks, plus .txt. */
export function translatorFileMatches(extension: string, bytes: Buffer): boolean {
  if (extension === ".txt") return isPlainText(bytes);
  if (!(extension in MIME_TYPE_BY_EXTENSION)) return false;
  return contentMatchesExtension(extension as OrderDocumentExtension, bytes);
}

export function contentTypeFor(extension: string): string {
  return extension === ".txt"
    ? TEXT_TYPE
    : (MIME_TYPE_BY_EXTENSION[extension as OrderDocumentExtension] ?? "application/octet-stream");
}

/**
 * A stored file's type, found again from its bytes (keys carry no extension): the first of the slot's
 * accepted types the content matches. Text is tried last, as it is the loosest check.
 */
export function detectStoredFile(
  field: TranslatorFileField,
  bytes: Buffer,
): { extension: string; contentType: string } {
  const candidates = [...TRANSLATOR_FILES[field].extensions].sort(
    (a, b) => Number(a === ".txt") - Number(b === ".txt"),
  );
  const extension = candidates.find((candidate) => translatorFileMatches(candidate, bytes));
  return extension
    ? { extension, contentType: contentTypeFor(extension) }
    : { extension: "", contentType: "application/octet-stream" };
}
