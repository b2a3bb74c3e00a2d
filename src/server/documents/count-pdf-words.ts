import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import { MAX_PDF_PAGES, PROTECTED_PDF_MESSAGE, TOO_MANY_PAGES_MESSAGE, UNREADABLE_DOCUMENT_MESSAGE } from "../../shared/schemas/documents";
import { badRequest } from "../http/app-error";
import { countWords } from "./count-words";
import { ESTIMATED_WORDS_PER_PAGE } from "./estimates";
import type { WordCount } from "./count-document-words";

const IMAGE_OPS = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject, OPS.paintImageXObjectRepeat]);

/**
 * Words on each page's text layer. A page with no text but an image is a scan: it is estimated at
 * 250 words (and the count marked estimated); a page with neither is blank and counts 0.
 */
export async function countPdfWords(bytes: Buffer): Promise<WordCount> {
  // pdf.js takes ownership of the array it is given, so it gets a copy; eval is off for untrusted files.
  const task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  try {
    const pdf = await task.promise.catch((error: unknown) => {
      const name = (error as Error | undefined)?.name;
      throw badRequest(name === "PasswordException" ? PROTECTED_PDF_MESSAGE : UNREADABLE_DOCUMENT_MESSAGE);
    });
    // Reading runs on the request's thread (about 4 ms a page): the cap keeps one upload from stalling others.
    if (pdf.numPages > MAX_PDF_PAGES) throw badRequest(TOO_MANY_PAGES_MESSAGE);
    let wordCount = 0;
    let estimated = false;
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1) {
      const page = await pdf.getPage(pageNumber);
      const content = await page.getTextContent();
      // Items are runs of text; joining them with spaces never glues two words together.
      const text = content.items.map((item) => ("str" in item ? item.str : "")).join(" ");
      const words = countWords(text);
      if (words > 0) {
        wordCount += words;
      } else if ((await page.getOperatorList()).fnArray.some((op) => IMAGE_OPS.has(op))) {
        wordCount += ESTIMATED_WORDS_PER_PAGE;
        estimated = true;
      }
      page.cleanup();
    }
    return { wordCount, estimated };
  } finally {
    await task.destroy();
  }
}
