import type { DocumentAnalyser } from "./analysis-pool";
import { countDocumentWords } from "./count-document-words";

/**
 * Reads documents on the calling thread. Only for start-up work nobody waits on (the demo data, whose PDFs
 * have a text layer); requests go through the pool (analysis-pool.ts).
 */
export const inlineDocumentAnalyser: DocumentAnalyser = {
  analyse: (_userId, extension, bytes) => countDocumentWords(extension, bytes),
  close: async () => undefined,
};
