import { countWords } from "@shared/count-words";
import { fileExtension } from "@shared/file-types";
import { estimateWordsFromBytes } from "@shared/pricing";
import { UNREADABLE_DOCUMENT_MESSAGE } from "@shared/schemas/documents";

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
      const { countDocxWords } = await import("./read-docx-words");
      const words = countDocxWords(new Uint8Array(await file.arrayBuffer()));
      if (words === null) throw new Error(UNREADABLE_DOCUMENT_MESSAGE);
      return { words, estimated: false };
    }
    case ".pdf": {
      const [{ countPdfWords }, pdfjs] = await Promise.all([import("./read-pdf-words"), import("./browser-pdfjs")]);
      const result = await countPdfWords(await pdfjs.loadPdfJs(), new Uint8Array(await file.arrayBuffer())).catch(() => {
        throw new Error(UNREADABLE_DOCUMENT_MESSAGE);
      });
      return { words: result.words, estimated: result.estimatedPages > 0 };
    }
    default:
      return { words: estimateWordsFromBytes(file.size), estimated: true };
  }
}
