import { getDocument, type PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api";
import { MAX_PDF_PAGES } from "../../shared/schemas/documents";
import type { LayoutLine } from "../../shared/segmentation/layout";
import { countWords } from "./count-words";
import { looksScannedOrOutlined, MIN_TEXT_LAYER_WORDS, renderPage, STANDARD_FONTS_DIR } from "./count-pdf-words";
import { MAX_OCR_PAGES_PER_DOCUMENT } from "./estimates";
import { linesFromOcr } from "./ocr-layout";
import { readScanWithLines } from "./ocr-reader";
import { pdfImagePixelsPerPage } from "./pdf-image-pixels";
import { MAX_PIXELS_PER_DOCUMENT, MAX_PIXELS_PER_PAGE } from "./pixel-caps";
import { LayoutUnreadable, UNREADABLE_LAYOUT_MESSAGES, type DocumentLayout } from "./document-layout";

/** Two runs further apart than this many font sizes are two columns ("Baba Adı          MEHMET"). */
const COLUMN_GAP_EMS = 1.5;
/** A vertical gap of more than this many line heights between two lines starts a new paragraph. */
const PARAGRAPH_GAP_LINES = 1.8;

type Run = { text: string; x: number; y: number; width: number; size: number };

/**
 * A PDF's lines: from the text layer where a page has one (runs grouped into lines by their baseline, split into
 * cells at wide gaps), by OCR where a page is a scan or text drawn as outlines (as countPdfWords decides, within the
 * same pixel and page caps); those pages' images are kept for the editor.
 */
export async function readPdfLayout(bytes: Buffer): Promise<DocumentLayout> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: STANDARD_FONTS_DIR,
    maxImageSize: MAX_PIXELS_PER_PAGE,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise.catch((error: unknown) => {
      const name = (error as Error | undefined)?.name;
      throw new LayoutUnreadable(
        name === "PasswordException" ? UNREADABLE_LAYOUT_MESSAGES.protected : UNREADABLE_LAYOUT_MESSAGES.unreadable,
      );
    });
    if (pdf.numPages > MAX_PDF_PAGES) throw new LayoutUnreadable(UNREADABLE_LAYOUT_MESSAGES.unreadable);
    const lines: LayoutLine[] = [];
    const pageImages: DocumentLayout["pageImages"] = [];
    let imagePixels: Promise<number[] | null> | undefined;
    let decodedPixels = 0;
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1) {
      const page = await pdf.getPage(pageNumber);
      const runs = (await page.getTextContent()).items.flatMap((item) => runOf(item as TextItem));
      const textLines = linesFromRuns(runs, pageNumber);
      const words = countWords(runs.map((run) => run.text).join(" "));
      let scanned = false;
      if (words < MIN_TEXT_LAYER_WORDS && pageImages.length < MAX_OCR_PAGES_PER_DOCUMENT) {
        imagePixels ??= pdfImagePixelsPerPage(bytes, pdf.numPages);
        const pixels = (await imagePixels)?.[pageNumber - 1] ?? Infinity;
        if (pixels <= MAX_PIXELS_PER_PAGE && decodedPixels + pixels <= MAX_PIXELS_PER_DOCUMENT) {
          decodedPixels += pixels;
          scanned = await readScannedPage(page, pageNumber, words, lines, pageImages);
        }
      }
      if (!scanned) lines.push(...textLines);
      page.cleanup();
    }
    return { textSource: pageImages.length > 0 ? "scan" : "text", pageCount: pdf.numPages, lines, pageImages };
  } finally {
    await task.destroy();
  }
}

/** OCR of one page without a text layer; true when its reading replaced the (near empty) text layer. */
async function readScannedPage(
  page: PDFPageProxy,
  pageNumber: number,
  textWords: number,
  lines: LayoutLine[],
  pageImages: DocumentLayout["pageImages"],
): Promise<boolean> {
  if (!(await looksScannedOrOutlined(page))) return false;
  const image = await renderPage(page).catch(() => null);
  const reading = image ? await readScanWithLines(image).catch(() => null) : null;
  if (!reading || reading.words <= textWords) return false;
  lines.push(...linesFromOcr(reading.lines, reading.png, pageNumber));
  pageImages.push({ page: pageNumber, png: reading.png });
  return true;
}

function runOf(item: TextItem): Run[] {
  if (!("str" in item) || item.str.trim() === "") return [];
  const [a = 0, b = 0, , , x = 0, y = 0] = item.transform as number[];
  const size = Math.max(1, item.height || Math.hypot(a, b));
  return [{ text: item.str, x, y, width: item.width, size }];
}

/** Runs → lines: the same baseline (within half a font size) is one line, read left to right, top to bottom. */
export function linesFromRuns(runs: Run[], page: number): LayoutLine[] {
  const sorted = [...runs].sort((first, second) => second.y - first.y || first.x - second.x);
  const rows: Run[][] = [];
  for (const run of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.y - run.y) <= Math.max(row[0]!.size, run.size) / 2) row.push(run);
    else rows.push([run]);
  }
  const lines: LayoutLine[] = [];
  let previous: Run[] | null = null;
  for (const row of rows) {
    row.sort((first, second) => first.x - second.x);
    const cells: string[] = [];
    let end = -Infinity;
    for (const run of row) {
      const gap = run.x - end;
      if (cells.length === 0 || gap > run.size * COLUMN_GAP_EMS) cells.push(run.text);
      else cells[cells.length - 1] += gap > run.size * 0.1 && !/\s$/u.test(cells.at(-1)!) ? ` ${run.text}` : run.text;
      end = Math.max(end, run.x + run.width);
    }
    const lineGap = previous ? previous[0]!.y - row[0]!.y : 0;
    const breakBefore = previous !== null && lineGap > row[0]!.size * PARAGRAPH_GAP_LINES;
    lines.push({ page, cells, box: null, ...(breakBefore ? { breakBefore: true } : {}) });
    previous = row;
  }
  return lines;
}
