import mammoth from "mammoth";
import type { OrderDocumentExtension } from "../../shared/file-types";
import { linesFromPlainText } from "../../shared/segmentation/plain-text";
import { inflatesWithin } from "./measure-zip-inflation";
import { linesFromOcr } from "./ocr-layout";
import { readScanWithLines } from "./ocr-reader";
import { readPdfLayout } from "./pdf-layout";
import { assertImageWithinCap } from "./pixel-caps";
import { decodeTextFile } from "./text-file";
import { LayoutUnreadable, UNREADABLE_LAYOUT_MESSAGES, type DocumentLayout } from "./document-layout";
import { linesFromDocx } from "./docx-layout";

/** Reads a stored document's lines (and, for scans, its page images). The same bounds as the word count apply. */
export async function readLayout(extension: OrderDocumentExtension, bytes: Buffer): Promise<DocumentLayout> {
  const layout = await readByType(extension, bytes);
  if (!layout.lines.some((line) => line.cells.length > 0))
    throw new LayoutUnreadable(UNREADABLE_LAYOUT_MESSAGES.noText);
  return layout;
}

async function readByType(extension: OrderDocumentExtension, bytes: Buffer): Promise<DocumentLayout> {
  switch (extension) {
    case ".pdf":
      return readPdfLayout(bytes);
    case ".docx": {
      if (!(await inflatesWithin(bytes))) throw new LayoutUnreadable(UNREADABLE_LAYOUT_MESSAGES.unreadable);
      const lines = await linesFromDocx(mammoth, bytes).catch(() => {
        throw new LayoutUnreadable(UNREADABLE_LAYOUT_MESSAGES.unreadable);
      });
      return { textSource: "docx", pageCount: 1, lines, pageImages: [] };
    }
    case ".doc":
      throw new LayoutUnreadable(UNREADABLE_LAYOUT_MESSAGES.doc);
    case ".txt": {
      const text = decodeTextFile(bytes);
      if (text === null) throw new LayoutUnreadable(UNREADABLE_LAYOUT_MESSAGES.unreadable);
      return { textSource: "text", pageCount: 1, lines: linesFromPlainText(text), pageImages: [] };
    }
    case ".jpg":
    case ".jpeg":
    case ".png": {
      assertImageWithinCap(extension, bytes);
      const reading = await readScanWithLines(bytes).catch(() => {
        throw new LayoutUnreadable(UNREADABLE_LAYOUT_MESSAGES.unreadable);
      });
      return {
        textSource: "scan",
        pageCount: 1,
        lines: linesFromOcr(reading.lines, reading.png, 1),
        pageImages: [{ page: 1, png: reading.png }],
      };
    }
  }
}
