import mammoth from "mammoth";
import type { OrderDocumentExtension } from "../../shared/file-types";
import { UNREADABLE_DOCUMENT_MESSAGE } from "../../shared/schemas/documents";
import { estimateWordsFromBytes } from "../../shared/pricing";
import { badRequest } from "../http/app-error";
import { countPdfWords } from "./count-pdf-words";
import { countWords } from "./count-words";
import { ESTIMATED_WORDS_PER_PAGE } from "./estimates";
import { inflatesWithin } from "./measure-zip-inflation";

export type WordCount = { wordCount: number; estimated: boolean };

/**
 * The words to bill for a document whose type was already checked: counted from the real text for PDF
 * and DOCX; estimated for images (one page each), scanned PDF pages and legacy .doc files (bytes / 15,
 * the calculator's rule, because the binary Word format has no reader here).
 */
export async function countDocumentWords(extension: OrderDocumentExtension, bytes: Buffer): Promise<WordCount> {
  switch (extension) {
    case ".pdf":
      return countPdfWords(bytes);
    case ".docx": {
      // A 10 MB archive can inflate to gigabytes (a "zip bomb") while declaring any size: measured, with a cap.
      if (!(await inflatesWithin(bytes))) throw badRequest(UNREADABLE_DOCUMENT_MESSAGE);
      const { value } = await mammoth.extractRawText({ buffer: bytes }).catch(() => {
        throw badRequest(UNREADABLE_DOCUMENT_MESSAGE);
      });
      return { wordCount: countWords(value), estimated: false };
    }
    case ".doc":
      return { wordCount: estimateWordsFromBytes(bytes.length), estimated: true };
    case ".jpg":
    case ".jpeg":
    case ".png":
      return { wordCount: ESTIMATED_WORDS_PER_PAGE, estimated: true };
  }
}
