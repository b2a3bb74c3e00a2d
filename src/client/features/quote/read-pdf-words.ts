import { ESTIMATED_WORDS_PER_PAGE, countWords } from "@shared/count-words";

/** The part of pdf.js this reader uses, so the same code runs on the browser build and (in tests) the Node one. */
export type PdfJs = {
  getDocument: (options: { data: Uint8Array; isEvalSupported: boolean; verbosity: number }) => {
    promise: Promise<{ numPages: number; getPage(n: number): Promise<PdfPage> }>;
    destroy(): Promise<void>;
  };
  OPS: Record<string, number>;
};
type PdfPage = {
  getTextContent(): Promise<{ items: Array<{ str?: string } | object> }>;
  getOperatorList(): Promise<{ fnArray: number[] }>;
  cleanup(): unknown;
};

/** As on the server: fewer words than this on a page is no text layer; many filled paths are outlined text. */
const MIN_TEXT_LAYER_WORDS = 10;
const MIN_OUTLINE_FILLS = 40;

export type PdfWords = { words: number; estimatedPages: number };

/**
 * Words of a PDF's text layer, page by page. The browser has no OCR: a page that is a scan (an image) or
 * outlined text is counted at 250 words, the estimate the server uses when its OCR finds nothing.
 */
export async function countPdfWords(pdfjs: PdfJs, bytes: Uint8Array): Promise<PdfWords> {
  const imageOps = new Set([pdfjs.OPS.paintImageXObject, pdfjs.OPS.paintInlineImageXObject, pdfjs.OPS.paintImageMaskXObject, pdfjs.OPS.paintImageXObjectRepeat]);
  const fillOps = new Set([pdfjs.OPS.fill, pdfjs.OPS.eoFill, pdfjs.OPS.fillStroke, pdfjs.OPS.eoFillStroke]);
  const task = pdfjs.getDocument({ data: bytes, isEvalSupported: false, verbosity: 0 });
  try {
    const pdf = await task.promise;
    let words = 0;
    let estimatedPages = 0;
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1) {
      const page = await pdf.getPage(pageNumber);
      const content = await page.getTextContent();
      const pageWords = countWords(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
      let scanned = false;
      if (pageWords < MIN_TEXT_LAYER_WORDS) {
        const { fnArray } = await page.getOperatorList();
        scanned = fnArray.some((op) => imageOps.has(op)) || fnArray.filter((op) => fillOps.has(op)).length >= MIN_OUTLINE_FILLS;
      }
      if (scanned) {
        words += Math.max(pageWords, ESTIMATED_WORDS_PER_PAGE);
        estimatedPages += 1;
      } else {
        words += pageWords;
      }
      page.cleanup();
    }
    return { words, estimatedPages };
  } finally {
    await task.destroy();
  }
}
