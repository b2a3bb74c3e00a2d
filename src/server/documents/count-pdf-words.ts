import { createRequire } from "node:module";
import path from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import { getDocument, OPS, type PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import {
  MAX_PDF_PAGES,
  PROTECTED_PDF_MESSAGE,
  TOO_MANY_PAGES_MESSAGE,
  UNREADABLE_DOCUMENT_MESSAGE,
} from "../../shared/schemas/documents";
import { badRequest, english } from "../http/app-error";
import { countWords } from "./count-words";
import { ESTIMATED_WORDS_PER_PAGE, MAX_OCR_PAGES_PER_DOCUMENT } from "./estimates";
import { readScan, type ScanReading } from "./ocr-reader";
import { pdfImagePixelsPerPage } from "./pdf-image-pixels";
import { MAX_PIXELS_PER_DOCUMENT, MAX_PIXELS_PER_PAGE } from "./pixel-caps";
import { wordCountFromPages, type PageWords, type WordCount } from "./word-count";

const require = createRequire(import.meta.url);
export const STANDARD_FONTS_DIR =
  path.join(path.dirname(require.resolve("pdfjs-dist/package.json")), "standard_fonts") + path.sep;

const IMAGE_OPS = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
  OPS.paintImageXObjectRepeat,
]);
const FILL_OPS = new Set<number>([OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke]);
/** Fewer words than this on a page's text layer (a page number, a stamp's caption) is no text layer at all. */
export const MIN_TEXT_LAYER_WORDS = 10;
/** Text drawn as vector outlines fills one path per glyph or word: a page of it has hundreds of fills. */
const MIN_OUTLINE_FILLS = 40;
/**
 * The long side of a page as rendered for OCR: about 200 dpi on A4/Letter, where tesseract reads body text well.
 * With the scale at most 4 (288 dpi), a page's canvas never exceeds 2200 × 2200 (4.8 MP) whatever its size:
 * a 14,400 pt page is drawn at 11 dpi, where OCR finds nothing and the page is estimated.
 */
const OCR_LONG_SIDE_PX = 2200;

/**
 * Words on each page's text layer. A page with (almost) no text layer that shows an image (a scan) or many
 * filled paths (text drawn as outlines) is rendered and read with OCR, and billed by the words found; only if
 * OCR finds nothing is it estimated at 250 words. A page with neither text, image nor outlines is blank: 0.
 * A page whose images would decode to more than MAX_PIXELS_PER_PAGE, or past MAX_PIXELS_PER_DOCUMENT for the
 * whole file, is estimated without being decoded (pixel-caps.ts).
 */
export async function countPdfWords(bytes: Buffer): Promise<WordCount> {
  // pdf.js takes ownership of the array it is given, so it gets a copy; eval is off for untrusted files.
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: STANDARD_FONTS_DIR,
    // The backstop for images the page scan cannot see (inline images): pdf.js leaves larger ones out.
    maxImageSize: MAX_PIXELS_PER_PAGE,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise.catch((error: unknown) => {
      const name = (error as Error | undefined)?.name;
      throw badRequest(english(name === "PasswordException" ? PROTECTED_PDF_MESSAGE : UNREADABLE_DOCUMENT_MESSAGE));
    });
    // Reading runs on the request's thread (about 4 ms a page): the cap keeps one upload from stalling others.
    if (pdf.numPages > MAX_PDF_PAGES) throw badRequest(english(TOO_MANY_PAGES_MESSAGE));
    const pages: Promise<PageWords>[] = [];
    let ocrPages = 0;
    // Measured only once a page needs its images (most PDFs have a text layer on every page).
    let imagePixels: Promise<number[] | null> | undefined;
    let decodedPixels = 0;
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1) {
      const page = await pdf.getPage(pageNumber);
      const content = await page.getTextContent();
      // Items are runs of text; joining them with spaces never glues two words together.
      const textWords = countWords(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
      const estimated: PageWords =
        textWords > 0 ? { words: textWords, source: "text" } : { words: ESTIMATED_WORDS_PER_PAGE, source: "estimated" };
      if (textWords >= MIN_TEXT_LAYER_WORDS) {
        pages.push(Promise.resolve({ words: textWords, source: "text" }));
        page.cleanup();
        continue;
      }
      // Looking for images decodes them (pdf.js builds their pixels with the operator list): only pages whose
      // images stay within the caps are looked at, the others are estimated without decoding.
      imagePixels ??= pdfImagePixelsPerPage(bytes, pdf.numPages);
      const pixels = (await imagePixels)?.[pageNumber - 1] ?? Infinity;
      if (pixels > MAX_PIXELS_PER_PAGE || decodedPixels + pixels > MAX_PIXELS_PER_DOCUMENT) {
        pages.push(Promise.resolve(estimated));
        page.cleanup();
        continue;
      }
      decodedPixels += pixels;
      if (!(await looksScannedOrOutlined(page))) {
        pages.push(Promise.resolve({ words: textWords, source: "text" }));
      } else if (ocrPages >= MAX_OCR_PAGES_PER_DOCUMENT) {
        // Past the cap a request would take minutes: the remaining scanned pages are estimated, and reviewed.
        pages.push(Promise.resolve(estimated));
      } else {
        ocrPages += 1;
        // Rendering is sequential here; the OCR of the pages runs meanwhile in the worker threads.
        // A page pdf.js cannot draw, or an image OCR cannot decode, counts as OCR finding nothing.
        const image = await renderPage(page).catch(() => null);
        const reading = image ? readScan(image).catch(() => null) : Promise.resolve(null);
        pages.push(reading.then((read) => readScannedPage(textWords, read)));
      }
      page.cleanup();
    }
    return wordCountFromPages(await Promise.all(pages));
  } finally {
    await task.destroy();
  }
}

export async function looksScannedOrOutlined(page: PDFPageProxy): Promise<boolean> {
  const { fnArray } = await page.getOperatorList();
  let fills = 0;
  for (const op of fnArray) {
    if (IMAGE_OPS.has(op)) return true;
    if (FILL_OPS.has(op)) fills += 1;
  }
  return fills >= MIN_OUTLINE_FILLS;
}

/**
 * OCR reads the whole page, including any words of the text layer; the larger count wins. A reading that is not
 * confident is not billed: the page is estimated (and the document reviewed), unless its text layer has words.
 */
function readScannedPage(textWords: number, reading: ScanReading | null): PageWords {
  const ocrConfidence = reading?.confidence;
  if (reading?.confident && reading.words > textWords) return { words: reading.words, source: "scan", ocrConfidence };
  if (textWords > 0) return { words: textWords, source: "text" };
  return { words: ESTIMATED_WORDS_PER_PAGE, source: "estimated", ocrConfidence };
}

/** The page as a PNG on a white background (scans and outlines are dark on light; transparency would read black). */
export async function renderPage(page: PDFPageProxy): Promise<Buffer> {
  const unscaled = page.getViewport({ scale: 1 });
  const scale = Math.min(4, OCR_LONG_SIDE_PX / Math.max(unscaled.width, unscaled.height));
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  // @napi-rs/canvas implements the 2D context pdf.js draws with (pdf.js's own Node canvas factory uses it too).
  await page.render({ canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
  return canvas.encode("png");
}
