import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import type { PdfJs } from "./read-pdf-words";

/** pdf.js for the browser, with its parser in a same-origin Web Worker (allowed by the CSP's script-src 'self'). */
export async function loadPdfJs(): Promise<PdfJs> {
  const pdfjs = await import("pdfjs-dist");
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  return pdfjs as unknown as PdfJs;
}
