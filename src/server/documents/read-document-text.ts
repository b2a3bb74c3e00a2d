import { createRequire } from "node:module";
import path from "node:path";
import mammoth from "mammoth";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { fileExtension } from "../../shared/file-types";
import { MAX_PDF_PAGES } from "../../shared/schemas/documents";
import { inflatesWithin } from "./measure-zip-inflation";
import { decodeTextFile } from "./text-file";

const require = createRequire(import.meta.url);
const STANDARD_FONTS_DIR =
  path.join(path.dirname(require.resolve("pdfjs-dist/package.json")), "standard_fonts") + path.sep;

/** Past this much text a document is no certificate or extract: the checks read this much and no more. */
export const MAX_CHECKED_CHARS = 500_000;

/**
 * The text of a stored document or translation, one line per line of the page, for the checks of an uploaded
 * translation (docs/translation-checks.md, "Checks before delivery"); null when it has no text to read: an image,
 * a scan without a text layer, a legacy .doc, an unreadable or protected file. The bytes are bounded by the upload
 * (10 MB), the pages by MAX_PDF_PAGES, the text by MAX_CHECKED_CHARS. No OCR: a photo of a translation is told
 * "could not be checked automatically" rather than guessed at.
 */
export async function readDocumentText(fileName: string, bytes: Buffer): Promise<string | null> {
  const text = await readText(fileExtension(fileName), bytes).catch(() => null);
  if (text === null || !/\p{L}/u.test(text)) return null;
  return text.slice(0, MAX_CHECKED_CHARS);
}

async function readText(extension: string, bytes: Buffer): Promise<string | null> {
  switch (extension) {
    case ".pdf":
      return readPdfLines(bytes);
    case ".docx": {
      // A 10 MB archive can inflate to gigabytes: measured first, as for the customer's upload.
      if (!(await inflatesWithin(bytes))) return null;
      return (await mammoth.extractRawText({ buffer: bytes })).value;
    }
    case ".txt":
      return decodeTextFile(bytes);
    default:
      return null;
  }
}

/** The PDF's text layer, a line break where pdf.js marks the end of a line or the baseline moves. */
async function readPdfLines(bytes: Buffer): Promise<string | null> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: STANDARD_FONTS_DIR,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    if (pdf.numPages > MAX_PDF_PAGES) return null;
    let text = "";
    for (let pageNumber = 1; pageNumber <= pdf.numPages && text.length < MAX_CHECKED_CHARS; pageNumber += 1) {
      const page = await pdf.getPage(pageNumber);
      const content = await page.getTextContent();
      let lastY: number | null = null;
      for (const item of content.items) {
        if (!("str" in item)) continue;
        const y = item.transform[5] as number;
        if (lastY !== null && Math.abs(y - lastY) > 2 && !text.endsWith("\n")) text += "\n";
        text += item.str;
        if (item.hasEOL) text += "\n";
        lastY = y;
      }
      text += "\n";
      page.cleanup();
    }
    return text;
  } finally {
    await task.destroy();
  }
}
