import { describe, expect, it } from "vitest";
import {
  calculatePrice,
  calculateQuoteTotal,
  DEFAULT_PRICING_ENTRIES,
  estimateWordsFromBytes,
  findPricingEntry,
  isCalculatorUploadAllowed,
  parseWordCount,
  QUOTE_DEFAULTS,
  QUOTE_STORAGE_KEY,
  roundToCents,
  wordCountError,
} from "./pricing";

const base = { wordCount: 500, pricePerWord: 0.15, isRush: false, isPhysicalDelivery: false };

describe("calculatePrice", () => {
  it("multiplies words by the rate", () => {
    expect(calculatePrice(base)).toBe(75);
    expect(calculatePrice({ ...base, pricePerWord: 0.12 })).toBe(60);
    expect(calculatePrice({ ...base, pricePerWord: 0.2 })).toBe(100);
  });

  it("applies the default rush multiplier of 1.5", () => {
    expect(calculatePrice({ ...base, isRush: true })).toBe(112.5);
  });

  it("adds the default $15 physical delivery", () => {
    expect(calculatePrice({ ...base, isPhysicalDelivery: true })).toBe(90);
  });

  it("adds physical delivery after the rush multiplier (shipping is not surcharged)", () => {
    // (500 × 0.15) × 1.5 + 15 = 127.50, not (75 + 15) × 1.5 = 135
    expect(calculatePrice({ ...base, isRush: true, isPhysicalDelivery: true })).toBe(127.5);
  });

  it("uses a given multiplier and delivery cost", () => {
    expect(calculatePrice({ ...base, isRush: true, rushMultiplier: 2, isPhysicalDelivery: true, physicalDeliveryCost: 20 })).toBe(170);
  });

  it("ignores the multiplier and cost when rush and delivery are off", () => {
    expect(calculatePrice({ ...base, rushMultiplier: 3, physicalDeliveryCost: 99 })).toBe(75);
  });

  it("rounds to cents, half up, without floating error", () => {
    expect(calculatePrice({ ...base, wordCount: 333, pricePerWord: 0.15 })).toBe(49.95);
    expect(calculatePrice({ ...base, wordCount: 7, pricePerWord: 0.15 })).toBe(1.05); // 1.0499999999999998 in doubles
    expect(calculatePrice({ ...base, wordCount: 1, pricePerWord: 0.12, isRush: true })).toBe(0.18);
    expect(calculatePrice({ ...base, wordCount: 1, pricePerWord: 0.15, isRush: true })).toBe(0.23); // 0.225 → 0.23
    expect(calculatePrice({ ...base, wordCount: 3, pricePerWord: 0.15, isRush: true })).toBe(0.68); // 0.675 → 0.68
    expect(calculatePrice({ ...base, wordCount: 1234, pricePerWord: 0.2, isRush: true, isPhysicalDelivery: true })).toBe(385.2);
  });

  it("is 0 for 0 words, or just the delivery cost with physical delivery", () => {
    expect(calculatePrice({ ...base, wordCount: 0 })).toBe(0);
    expect(calculatePrice({ ...base, wordCount: 0, isRush: true, isPhysicalDelivery: true })).toBe(15);
  });

  it("rejects negative or non-finite input", () => {
    expect(() => calculatePrice({ ...base, wordCount: -1 })).toThrow(RangeError);
    expect(() => calculatePrice({ ...base, wordCount: Number.NaN })).toThrow("wordCount must be a finite, non-negative number");
    expect(() => calculatePrice({ ...base, pricePerWord: Number.POSITIVE_INFINITY })).toThrow(RangeError);
    expect(() => calculatePrice({ ...base, rushMultiplier: -1.5 })).toThrow(RangeError);
    expect(() => calculatePrice({ ...base, physicalDeliveryCost: -15 })).toThrow(RangeError);
  });
});

describe("roundToCents", () => {
  it("rounds half up where doubles sit just below the half", () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(0.145)).toBe(0.15);
    expect(roundToCents(10000.005)).toBe(10000.01);
    expect(roundToCents(2.004)).toBe(2);
    expect(roundToCents(0)).toBe(0);
  });
});

describe("findPricingEntry", () => {
  const entries = [{ serviceType: "certified" as const, pricePerWord: 0.18, rushMultiplier: 2, physicalDeliveryCost: 20 }];

  it("returns the matching row", () => {
    expect(findPricingEntry(entries, "certified").pricePerWord).toBe(0.18);
  });

  it("falls back to the spec's rates when the row or the list is missing", () => {
    expect(findPricingEntry(entries, "premium")).toEqual({ serviceType: "premium", pricePerWord: 0.2, rushMultiplier: 1.5, physicalDeliveryCost: 15 });
    expect(findPricingEntry(undefined, "standard").pricePerWord).toBe(0.12);
    expect(DEFAULT_PRICING_ENTRIES.map((entry) => entry.pricePerWord)).toEqual([0.12, 0.15, 0.2]);
  });
});

describe("calculateQuoteTotal", () => {
  const quote = { serviceType: "certified" as const, wordCount: 500, isRush: false, isPhysicalDelivery: false };

  it("prices the calculator defaults at $75.00", () => {
    expect(calculateQuoteTotal(quote)).toBe(75);
  });

  it("uses the row's rate, multiplier and delivery cost", () => {
    const entries = [{ serviceType: "certified" as const, pricePerWord: 0.2, rushMultiplier: 2, physicalDeliveryCost: 10 }];
    expect(calculateQuoteTotal({ ...quote, isRush: true, isPhysicalDelivery: true }, entries)).toBe(210);
  });

  it("prices each tier with rush and delivery", () => {
    expect(calculateQuoteTotal({ ...quote, serviceType: "standard", wordCount: 1000, isRush: true })).toBe(180);
    expect(calculateQuoteTotal({ ...quote, serviceType: "premium", wordCount: 250, isPhysicalDelivery: true })).toBe(65);
  });
});

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
    expect(QUOTE_DEFAULTS).toEqual({ serviceType: "certified", translationDirection: "tr-en", wordCount: 500, isRush: false, isPhysicalDelivery: false });
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

  it("accepts .pdf .doc .docx .txt uploads in any case", () => {
    expect(["a.pdf", "b.DOC", "c.docx", "notes.final.TXT"].map(isCalculatorUploadAllowed)).toEqual([true, true, true, true]);
  });

  it("rejects other upload types and names without an extension", () => {
    expect(["scan.jpg", "image.png", "archive.zip", "README", "pdf"].map(isCalculatorUploadAllowed)).toEqual([false, false, false, false, false]);
  });
});
