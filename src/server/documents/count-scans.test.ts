import { PDFDocument } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import {
  ENGLISH_LINES,
  TURKISH_LETTER_LINES,
  TURKISH_LINES,
  buildImagePdf,
  buildOutlinePdf,
  renderBlankPng,
  renderPhotoPng,
  renderSmearedPng,
  renderTextPng,
} from "../../../tests/support/ocr-fixtures";
import { buildPdf } from "../../../tests/support/fixtures";
import { contentMatchesExtension } from "./content-matches-extension";
import { countDocumentWords } from "./count-document-words";
import { countWords } from "./count-words";
import { stopOcr } from "./ocr-reader";
import { wordCountFromPages } from "./word-count";

// OCR runs in tesseract.js worker threads; on a busy 2-core machine one page takes a few seconds.
const OCR_TIMEOUT = 120_000;
afterAll(stopOcr);

const ENGLISH_WORDS = countWords(ENGLISH_LINES.join(" ")); // 47
const TURKISH_WORDS = countWords(TURKISH_LINES.join(" ")); // 25

/** Within 10% of the true count: OCR may split or merge a word, never invent or lose a line. */
function expectNear(actual: number, expected: number) {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.ceil(expected * 0.1));
}

describe("countDocumentWords on scans (OCR)", () => {
  it("reads the words of an English photo and marks the count as from a scan", { timeout: OCR_TIMEOUT }, async () => {
    const result = await countDocumentWords(".png", renderTextPng(ENGLISH_LINES));
    expect(result).toMatchObject({ source: "scan", estimated: false });
    expectNear(result.wordCount, ENGLISH_WORDS);
  });

  it("reads Turkish text with ş ğ ı İ ç ö ü", { timeout: OCR_TIMEOUT }, async () => {
    const result = await countDocumentWords(".png", renderTextPng(TURKISH_LINES));
    expect(result.source).toBe("scan");
    expectNear(result.wordCount, TURKISH_WORDS);
  });

  it("estimates 250 words for an image in which OCR finds no text", { timeout: OCR_TIMEOUT }, async () => {
    await expect(countDocumentWords(".png", renderBlankPng())).resolves.toMatchObject({
      wordCount: 250,
      source: "estimated",
      estimated: true,
    });
  });

  it("reads every page of an image-only PDF", { timeout: OCR_TIMEOUT }, async () => {
    const pdf = await buildImagePdf([renderTextPng(ENGLISH_LINES), renderTextPng(TURKISH_LINES)]);
    const result = await countDocumentWords(".pdf", pdf);
    expect(result.source).toBe("scan");
    expectNear(result.wordCount, ENGLISH_WORDS + TURKISH_WORDS);
  });

  it("reads a PDF whose text is drawn as outlines (no text layer)", { timeout: OCR_TIMEOUT }, async () => {
    const result = await countDocumentWords(".pdf", await buildOutlinePdf([...ENGLISH_LINES, ...TURKISH_LINES]));
    expect(result.source).toBe("scan");
    expectNear(result.wordCount, ENGLISH_WORDS + TURKISH_WORDS);
  });

  it(
    "adds a scanned page to text pages, and estimates only the page where OCR finds nothing",
    { timeout: OCR_TIMEOUT },
    async () => {
      // Page 1 has a text layer, page 2 is a scan of text, page 3 a scan of an empty form.
      const pdf = await PDFDocument.load(await buildPdf([ENGLISH_LINES]));
      const scans = await PDFDocument.load(await buildImagePdf([renderTextPng(TURKISH_LINES), renderBlankPng()]));
      for (const page of await pdf.copyPages(scans, [0, 1])) pdf.addPage(page);
      const result = await countDocumentWords(".pdf", Buffer.from(await pdf.save()));
      expect(result.source).toBe("estimated");
      expectNear(result.wordCount - 250, ENGLISH_WORDS + TURKISH_WORDS);
    },
  );

  it("counts a PDF with a text layer from its text, without OCR", async () => {
    await expect(countDocumentWords(".pdf", await buildPdf([ENGLISH_LINES]))).resolves.toEqual({
      wordCount: ENGLISH_WORDS,
      source: "text",
      estimated: false,
    });
  });
});

const LETTER_WORDS = countWords(TURKISH_LETTER_LINES.join(" ")); // 72

// Issue 28: a phone photo of a Turkish letter taken sideways was billed for 13 of its words. Each photo is under a
// megapixel, so the OCR stays quick; the turned ones cost one to three readings each (docs/performance.md).
describe("phone photos: turned, askew, dim, in columns (OCR)", () => {
  it.each([
    ["turned 90°", { turns: 1 }, ".png"],
    ["upside down (180°)", { turns: 2 }, ".png"],
    ["turned 270°", { turns: 3 }, ".png"],
    ["askew by 7°", { skewDegrees: 7 }, ".png"],
    ["taken in low light", { lowLight: true }, ".jpg"],
    ["set in two columns", { columns: 2 }, ".png"],
  ] as const)("counts a photo %s within 10 %", { timeout: OCR_TIMEOUT }, async (_name, options, extension) => {
    const result = await countDocumentWords(extension, renderPhotoPng(TURKISH_LETTER_LINES, options));
    expect(result.source).toBe("scan");
    expectNear(result.wordCount, LETTER_WORDS);
    expect(result.ocrConfidence).toBeGreaterThanOrEqual(70);
  });

  it(
    "does not bill a photo it cannot read with confidence: the page is estimated for review",
    { timeout: OCR_TIMEOUT },
    async () => {
      // Letters smeared past reading (a photo taken moving): OCR finds shapes, not words it is sure of.
      const result = await countDocumentWords(".png", renderSmearedPng(TURKISH_LETTER_LINES.slice(0, 4)));
      expect(result).toMatchObject({ wordCount: 250, source: "estimated", estimated: true });
      expect(result.ocrConfidence ?? 0).toBeLessThan(70);
    },
  );
});

describe("wordCountFromPages", () => {
  it("marks a document by its least certain page", () => {
    expect(
      wordCountFromPages([
        { words: 10, source: "text" },
        { words: 40, source: "scan" },
      ]),
    ).toEqual({ wordCount: 50, source: "scan", estimated: false });
    expect(
      wordCountFromPages([
        { words: 40, source: "scan" },
        { words: 250, source: "estimated" },
      ]),
    ).toEqual({ wordCount: 290, source: "estimated", estimated: true });
    expect(
      wordCountFromPages([
        { words: 3, source: "text" },
        { words: 0, source: "text" },
      ]),
    ).toEqual({ wordCount: 3, source: "text", estimated: false });
    expect(wordCountFromPages([])).toEqual({ wordCount: 0, source: "text", estimated: false });
  });
});

describe("plain text (.txt) uploads", () => {
  it("counts UTF-8 text, with or without a byte order mark", async () => {
    await expect(
      countDocumentWords(".txt", Buffer.from("Nüfus kayıt örneği:\nAyşe Yılmaz — İstanbul")),
    ).resolves.toEqual({
      wordCount: 6,
      source: "text",
      estimated: false,
    });
    expect(contentMatchesExtension(".txt", Buffer.from("\uFEFFhello there"))).toBe(true);
  });

  it("refuses bytes that are not text: invalid UTF-8 or a NUL byte", () => {
    expect(contentMatchesExtension(".txt", Buffer.from([0x68, 0x69, 0xff, 0xfe]))).toBe(false);
    expect(contentMatchesExtension(".txt", Buffer.from("MZ\x90\x00\x03"))).toBe(false);
    expect(contentMatchesExtension(".txt", Buffer.from("%PDF-1.7\n\x00binary"))).toBe(false);
  });
});
