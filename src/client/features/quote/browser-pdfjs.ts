// Loaded only when a PDF is dropped on the calculator (count-file-words.ts imports this module dynamically),
// so pdf.js stays out of the initial bundle.
import { getDocument, GlobalWorkerOptions, OPS } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import type { PdfJs } from "./read-pdf-words";

/** pdf.js for the browser, with its parser in a same-origin Web Worker (allowed by the CSP's script-src 'self'). */
export function loadPdfJs(): PdfJs {
  GlobalWorkerOptions.workerSrc = workerUrl;
  return { getDocument, OPS } as unknown as PdfJs;
}
