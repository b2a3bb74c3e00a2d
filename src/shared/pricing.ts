import type { ServiceType, TranslationDirection } from "./enums";
import { errorText } from "./error-codes";

// The quote form's rules: defaults, limits, messages, the word estimate of an uploaded file and the file types the
// calculator reads, shared by the quote calculator (client) and the server (quote schema, uploads' word estimate). Prices are not here: the
// one price rule is price-order.ts, in integer cents (money.ts). Nothing here imports zod, so the landing page stays
// small; schemas/quote.ts builds the request schema from these same limits and messages.

/** The calculator estimates one word per 15 bytes of an uploaded file (as the spec sets it). */
export const BYTES_PER_ESTIMATED_WORD = 15;

/** The calculator's word estimate for an uploaded file: bytes / 15, rounded. */
export function estimateWordsFromBytes(bytes: number): number {
  assertAmount("bytes", bytes);
  return Math.round(bytes / BYTES_PER_ESTIMATED_WORD);
}

function assertAmount(name: string, value: number): void {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a finite, non-negative number (got ${String(value)})`);
  }
}

// --- The quote form -----------------------------------------------------------------------------

/** The quote form's values (the spec's Instant Quote Calculator); schemas/quote.ts validates the same shape. */
export type QuoteFields = {
  serviceType: ServiceType;
  translationDirection: TranslationDirection;
  wordCount: number;
  isRush: boolean;
  isPhysicalDelivery: boolean;
};

/** The calculator's starting values (as the spec gives them). */
export const QUOTE_DEFAULTS: QuoteFields = {
  serviceType: "certified",
  translationDirection: "tr-en",
  wordCount: 500,
  isRush: false,
  isPhysicalDelivery: false,
};

/** sessionStorage key under which Get Started Now hands the quote to the order flow (docs/ordering.md, "Flow the client follows"). */
export const QUOTE_STORAGE_KEY = "quoteData";

/** Far above any real document; keeps a typo (or a hostile request) from producing absurd totals. */
export const MAX_QUOTE_WORD_COUNT = 1_000_000;

export const QUOTE_MESSAGES = {
  serviceType: "Please select a service type",
  translationDirection: "Please select a translation direction",
  wordCountMin: errorText("WORD_COUNT_MIN"),
  wordCountInteger: errorText("WORD_COUNT_INTEGER"),
  wordCountMax: errorText("WORD_COUNT_MAX"),
} as const;

/** The word count field: a whole number, 0 when the text cannot be read as one (the spec's validation rules). */
export function parseWordCount(raw: string): number {
  const value = Number.parseInt(raw, 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** The calculator's word-count message (the same rule as quoteSchema), or undefined when valid. */
export function wordCountError(wordCount: number): string | undefined {
  if (typeof wordCount !== "number" || Number.isNaN(wordCount) || wordCount < 1) return QUOTE_MESSAGES.wordCountMin;
  if (!Number.isInteger(wordCount)) return QUOTE_MESSAGES.wordCountInteger;
  if (wordCount > MAX_QUOTE_WORD_COUNT) return QUOTE_MESSAGES.wordCountMax;
  return undefined;
}
