// The text of an uploaded translation and its source, for the translation checks (docs/translation-checks.md).
// pdf.js's legacy build replaces built-ins (Array.prototype.push, JSON.parse) with core-js code when it loads, so the
// server reads in the analysis pool's threads (start-server.ts sets the pool's reader); tests and scripts without
// a pool read in their own thread, loading the reader only when first asked.

import { ReadingPoolClosed } from "./analysis-pool";

export type DocumentTextReader = (fileName: string, bytes: Buffer) => Promise<string | null>;

const inThisThread: DocumentTextReader = async (fileName, bytes) =>
  (await import("./read-document-text")).readDocumentText(fileName, bytes);

let current: DocumentTextReader = inThisThread;

export function setDocumentTextReader(reader: DocumentTextReader | null) {
  current = reader ?? inThisThread;
}

/** One line per line of the page; null when the file has no text to read (see readDocumentText). */
export async function readStoredDocumentText(fileName: string, bytes: Buffer): Promise<string | null> {
  try {
    return await current(fileName, bytes);
  } catch (error) {
    // A stopped server's pool (another server in the same process, as in tests): read here rather than fail.
    if (error instanceof ReadingPoolClosed) return inThisThread(fileName, bytes);
    throw error;
  }
}
