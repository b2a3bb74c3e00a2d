import { describe, expect, it } from "vitest";
import { renderPhotoPng, TURKISH_LETTER_LINES } from "../../../tests/support/ocr-fixtures";
import { countWords } from "./count-words";
import { createCanvas } from "@napi-rs/canvas";
import { evenOutLighting, MAX_OCR_LONG_SIDE_PX, readGreyImage } from "./scan-image";
import {
  chooseOrientation,
  findTextLines,
  isConfidentReading,
  MIN_READING_CONFIDENCE,
  orientationsToTry,
  readingQuality,
  trialScale,
  type OcrWord,
  type ReadingQuality,
} from "./scan-orientation";

const words = (...pairs: [string, number][]): OcrWord[] => pairs.map(([text, confidence]) => ({ text, confidence }));
const quality = (
  confidentWords: number,
  confidence: number,
  evidence = confidentWords * confidence * 5,
): ReadingQuality => ({ confidentWords, confidence, evidence });

describe("readingQuality", () => {
  it("bills only the words read with confidence, and weighs the mean by letters so specks barely count", () => {
    const read = readingQuality(words(["Nüfus", 96], ["kayıt", 94], ["|", 10], ["örneği", 90], ["xq", 30]), countWords);
    expect(read.confidentWords).toBe(3);
    // (96·5 + 94·5 + 90·6 + 30·2) / 18 = 86: the "|" weighs nothing, "xq" little.
    expect(read.confidence).toBe(86);
    expect(read.evidence).toBe(96 * 5 + 94 * 5 + 90 * 6);
  });

  it("is zero for a page where nothing was read", () => {
    expect(readingQuality([], countWords)).toEqual({ confidentWords: 0, confidence: 0, evidence: 0 });
  });
});

describe("isConfidentReading", () => {
  it("trusts a reading with words at or above the bar, never an empty one", () => {
    expect(isConfidentReading(quality(72, MIN_READING_CONFIDENCE))).toBe(true);
    expect(isConfidentReading(quality(72, MIN_READING_CONFIDENCE - 1))).toBe(false);
    // The sideways photo of issue 28: 13 "words" out of garbage read at 40 % are not a count to bill.
    expect(isConfidentReading(quality(13, 40))).toBe(false);
    expect(isConfidentReading(quality(0, 0))).toBe(false);
  });
});

describe("chooseOrientation", () => {
  it("keeps the first reading when no other way up reads confidently", () => {
    const first = { turns: 0 as const, quality: quality(13, 40) };
    expect(
      chooseOrientation([first, { turns: 2, quality: quality(20, 45) }, { turns: 1, quality: quality(30, 60) }]),
    ).toBe(first);
  });

  it("takes a confident trial over a garbled first reading", () => {
    const sideways = { turns: 1 as const, quality: quality(87, 95) };
    expect(
      chooseOrientation([
        { turns: 0, quality: quality(13, 40, 9000) },
        { turns: 2, quality: quality(20, 35) },
        sideways,
      ]),
    ).toBe(sideways);
  });

  it("between confident readings takes the one showing the most text", () => {
    const both = { turns: 3 as const, quality: quality(64, 91, 30_000) };
    const half = { turns: 1 as const, quality: quality(30, 91, 14_000) };
    expect(chooseOrientation([{ turns: 0, quality: quality(5, 50) }, half, both])).toBe(both);
    expect(chooseOrientation([{ turns: 0, quality: quality(64, 91, 30_000) }, half])).toMatchObject({ turns: 0 });
  });

  it("needs a candidate", () => {
    expect(() => chooseOrientation([])).toThrow();
  });
});

describe("orientationsToTry and trialScale", () => {
  it("tries the lines' own axis first, both ways, then the other", () => {
    expect(orientationsToTry(false)).toEqual([0, 2, 1, 3]);
    expect(orientationsToTry(true)).toEqual([1, 3, 0, 2]);
  });

  it("tries turned pages at half size at most, small images at full size", () => {
    expect(trialScale(1000, 700)).toBe(1);
    expect(trialScale(2100, 1700)).toBeCloseTo(1400 / 2100);
    expect(trialScale(4000, 3000)).toBe(0.5);
  });
});

describe("findTextLines (no OCR)", () => {
  const linesOf = async (options: Parameters<typeof renderPhotoPng>[1]) =>
    findTextLines(evenOutLighting(await readGreyImage(renderPhotoPng(TURKISH_LETTER_LINES, options))));

  it("finds lines running across an upright or upside-down page", async () => {
    expect(await linesOf({})).toEqual({ sideways: false, skewDegrees: 0 });
    expect(await linesOf({ turns: 2 })).toEqual({ sideways: false, skewDegrees: 0 });
    expect(await linesOf({ columns: 2 })).toEqual({ sideways: false, skewDegrees: 0 });
  });

  it("finds lines running down a page photographed sideways", async () => {
    expect(await linesOf({ turns: 1 })).toEqual({ sideways: true, skewDegrees: 0 });
    expect(await linesOf({ turns: 3, lowLight: true })).toEqual({ sideways: true, skewDegrees: 0 });
  });

  it("measures how far a page photographed askew leans, either way", async () => {
    expect((await linesOf({ skewDegrees: 7 })).skewDegrees).toBeCloseTo(7, 0);
    expect(await linesOf({ skewDegrees: -9, turns: 1 })).toMatchObject({ sideways: true });
    expect((await linesOf({ skewDegrees: -9, turns: 1 })).skewDegrees).toBeCloseTo(-9, 0);
  });

  it("finds nothing on a blank page", () => {
    const blank = { width: 300, height: 200, pixels: new Uint8Array(300 * 200).fill(255) };
    expect(findTextLines(blank)).toEqual({ sideways: false, skewDegrees: 0 });
  });
});

describe("evenOutLighting", () => {
  it("turns dim, unevenly lit paper white and keeps the ink dark", async () => {
    const grey = await readGreyImage(renderPhotoPng(["Dim page"], { lowLight: true, fontSize: 40 }));
    const even = evenOutLighting(grey);
    const mean = (pixels: Uint8Array) => pixels.reduce((sum, value) => sum + value, 0) / pixels.length;
    expect(mean(grey.pixels)).toBeLessThan(110);
    expect(mean(even.pixels)).toBeGreaterThan(200);
    expect(Math.min(...even.pixels)).toBe(0);
  });
});

describe("readGreyImage", () => {
  it("works on a large photo at about 300 dpi: its long side scaled down to the OCR size", async () => {
    const canvas = createCanvas(6600, 1200);
    const context = canvas.getContext("2d");
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    const grey = await readGreyImage(canvas.toBuffer("image/png"));
    expect([grey.width, grey.height]).toEqual([MAX_OCR_LONG_SIDE_PX, 600]);
    expect(grey.pixels.length).toBe(MAX_OCR_LONG_SIDE_PX * 600);
  });
});
