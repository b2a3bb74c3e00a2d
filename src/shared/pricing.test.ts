import { describe, expect, it } from "vitest";
import { estimateWordsFromBytes, parseWordCount, QUOTE_DEFAULTS, QUOTE_STORAGE_KEY, wordCountError } from "./pricing";

describe("estimateWordsFromBytes", () => {
  it("divides by 15 and rounds", () => {
    expect(estimateWordsFromBytes(0)).toBe(0);
    expect(estimateWordsFromBytes(15)).toBe(1);
    expect(estimateWordsFromBytes(22)).toBe(1);
    expect(estimateWordsFromBytes(23)).toBe(2); // 1.533 → 2
    expect(estimateWordsFromBytes(7500)).toBe(500);
    expect(estimateWordsFromBytes(1024 * 1024)).toBe(69905);
  });

  it("rejects a negative size", () => {
    expect(() => estimateWordsFromBytes(-1)).toThrow(RangeError);
  });
});

describe("the quote form rules", () => {
  it("starts at certified, Turkish to English, 500 words, no extras", () => {
    expect(QUOTE_DEFAULTS).toEqual({
      serviceType: "certified",
      translationDirection: "tr-en",
      wordCount: 500,
      isRush: false,
      isPhysicalDelivery: false,
    });
    expect(QUOTE_STORAGE_KEY).toBe("quoteData");
  });

  it("parseWordCount reads a whole number and falls back to 0", () => {
    expect(parseWordCount("750")).toBe(750);
    expect(parseWordCount("12.7")).toBe(12);
    expect(parseWordCount("")).toBe(0);
    expect(parseWordCount("abc")).toBe(0);
    expect(parseWordCount("-4")).toBe(0);
  });

  it("wordCountError matches the schema's messages", () => {
    expect(wordCountError(500)).toBeUndefined();
    expect(wordCountError(1)).toBeUndefined();
    expect(wordCountError(1_000_000)).toBeUndefined();
    expect(wordCountError(0)).toBe("Word count must be at least 1");
    expect(wordCountError(Number.NaN)).toBe("Word count must be at least 1");
    expect(wordCountError(2.5)).toBe("Word count must be a whole number");
    expect(wordCountError(1_000_001)).toBe("Word count must be at most 1,000,000");
  });
});
