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

/** What a page shows: its text layer, whether it paints an image, and how many paths it fills (outlined text). */
export type PdfPageContent = { text: string; hasImage: boolean; fills: number };

// This module imports nothing of the app, so its lazy chunk never pulls shared code out of the page's chunk.

/** Each page's text layer and drawing summary, read with pdf.js. Throws when the file is not a readable PDF. */
export async function readPdfPages(pdfjs: PdfJs, bytes: Uint8Array): Promise<PdfPageContent[]> {
  const imageOps = new Set([
    pdfjs.OPS.paintImageXObject,
    pdfjs.OPS.paintInlineImageXObject,
    pdfjs.OPS.paintImageMaskXObject,
    pdfjs.OPS.paintImageXObjectRepeat,
  ]);
  const fillOps = new Set([pdfjs.OPS.fill, pdfjs.OPS.eoFill, pdfjs.OPS.fillStroke, pdfjs.OPS.eoFillStroke]);
  const task = pdfjs.getDocument({ data: bytes, isEvalSupported: false, verbosity: 0 });
  try {
    const pdf = await task.promise;
    const pages: PdfPageContent[] = [];
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1) {
      const page = await pdf.getPage(pageNumber);
      const content = await page.getTextContent();
      // Items are runs of text; joining them with spaces never glues two words together.
      const text = content.items.map((item) => ("str" in item ? item.str : "")).join(" ");
      const { fnArray } = await page.getOperatorList();
      pages.push({
        text,
        hasImage: fnArray.some((op) => imageOps.has(op)),
        fills: fnArray.filter((op) => fillOps.has(op)).length,
      });
      page.cleanup();
    }
    return pages;
  } finally {
    await task.destroy();
  }
}
