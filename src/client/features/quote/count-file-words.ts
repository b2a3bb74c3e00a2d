import { ESTIMATED_WORDS_PER_PAGE, countWords } from "@shared/count-words";
import { fileExtension } from "@shared/file-types";
import { estimateWordsFromBytes } from "@shared/pricing";
import { UNREADABLE_DOCUMENT_MESSAGE } from "@shared/schemas/documents";
import type { PdfPageContent } from "./read-pdf-words";

/**
 * A dropped file's words for the calculator, counted on the visitor's device (nothing is uploaded):
 * - .txt: its text;
 * - .pdf: its text layer, read by pdf.js (loaded only now, a separate chunk); scanned pages at 250 words each;
 * - .docx: word/document.xml, unzipped by fflate (also loaded only now);
 * - .doc: bytes / 15, the old binary format has no reader here.
 * `estimated` says the figure is not the exact count, so the page can say so.
 */
export type FileWordCount = { words: number; estimated: boolean };

/** Counts the words of a file the calculator accepts (.pdf .doc .docx .txt); throws an Error with the message to show. */
export async function countFileWords(file: Blob & { name: string }): Promise<FileWordCount> {
  switch (fileExtension(file.name)) {
    case ".txt":
      return { words: countWords(await file.text()), estimated: false };
    case ".docx": {
      const { docxText } = await import("./read-docx-words");
      const text = docxText(new Uint8Array(await file.arrayBuffer()));
      if (text === null) throw new Error(UNREADABLE_DOCUMENT_MESSAGE);
      return { words: countWords(text), estimated: false };
    }
    case ".pdf": {
      const [{ readPdfPages }, pdfjs] = await Promise.all([import("./read-pdf-words"), import("./browser-pdfjs")]);
      const pages = await readPdfPages(pdfjs.loadPdfJs(), new Uint8Array(await file.arrayBuffer())).catch(() => {
        throw new Error(UNREADABLE_DOCUMENT_MESSAGE);
      });
      return pdfWordCount(pages);
    }
    default:
      return { words: estimateWordsFromBytes(file.size), estimated: true };
  }
}

/** As on the server: fewer words than this on a page is no text layer; many filled paths are outlined text. */
const MIN_TEXT_LAYER_WORDS = 10;
const MIN_OUTLINE_FILLS = 40;

/**
 * A PDF's words from its pages. The browser has no OCR: a page that is a scan (an image) or outlined text is
 * counted at 250 words, the estimate the server uses when its OCR finds nothing; blank pages count 0.
 */
export function pdfWordCount(pages: readonly PdfPageContent[]): FileWordCount {
  let words = 0;
  let estimated = false;
  for (const page of pages) {
    const pageWords = countWords(page.text);
    if (pageWords < MIN_TEXT_LAYER_WORDS && (page.hasImage || page.fills >= MIN_OUTLINE_FILLS)) {
      words += Math.max(pageWords, ESTIMATED_WORDS_PER_PAGE);
      estimated = true;
    } else {
      words += pageWords;
    }
  }
  return { words, estimated };
}
