import mammoth from "mammoth";
import type { OrderDocumentExtension } from "../../shared/file-types";
import { estimateWordsFromBytes } from "../../shared/pricing";
import { badRequest } from "../http/app-error";
import { countPdfWords } from "./count-pdf-words";
import { countWords } from "./count-words";
import { ESTIMATED_WORDS_PER_PAGE } from "./estimates";
import { readScan } from "./ocr-reader";
import { decodeTextFile } from "./text-file";
import { wordCount, type WordCount } from "./word-count";
import { inflatesWithin } from "./measure-zip-inflation";
import { assertImageWithinCap } from "./pixel-caps";

export type { WordCount } from "./word-count";

/**
 * The words to bill for a document whose type was already checked: counted from the real text for PDF,
 * DOCX and TXT; read by OCR for images and scanned or outline-drawn PDF pages ("scan"), estimated at 250
 * words a page only where OCR finds nothing; legacy .doc files are estimated at bytes / 15 (the calculator's
 * rule, because the binary Word format has no reader here).
 */
export async function countDocumentWords(extension: OrderDocumentExtension, bytes: Buffer): Promise<WordCount> {
  switch (extension) {
    case ".pdf":
      return countPdfWords(bytes);
    case ".docx": {
      // A 10 MB archive can inflate to gigabytes (a "zip bomb") while declaring any size: measured, with a cap.
      if (!(await inflatesWithin(bytes))) throw badRequest("UNREADABLE_DOCUMENT");
      const { value } = await mammoth.extractRawText({ buffer: bytes }).catch(() => {
        throw badRequest("UNREADABLE_DOCUMENT");
      });
      return wordCount(countWords(value), "text");
    }
    case ".doc":
      return wordCount(estimateWordsFromBytes(bytes.length), "estimated");
    case ".txt":
      return wordCount(countWords(decodeTextFile(bytes) ?? ""), "text");
    case ".jpg":
    case ".jpeg":
    case ".png": {
      // An image is one page. Its size is checked from the header before OCR decodes it; one OCR cannot
      // decode counts as OCR finding nothing. A reading that is not confident (a blurred or garbled photo) is
      // not billed: the page is estimated, and an agent confirms the count (docs/ordering.md, "Word count review").
      assertImageWithinCap(extension, bytes);
      const reading = await readScan(bytes).catch(() => null);
      if (reading && reading.words > 0 && reading.confident)
        return wordCount(reading.words, "scan", reading.confidence);
      return wordCount(ESTIMATED_WORDS_PER_PAGE, "estimated", reading?.confidence);
    }
  }
}
