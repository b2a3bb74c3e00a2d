import type { ServiceType, TranslationDirection } from "./enums";
import type { PricingEntry } from "./schemas/pricing";

// The price rule (docs/ordering.md, "Pricing") and the quote form's rules, shared by the quote calculator
// (client) and order creation (server). Nothing here imports zod, so the landing page stays small;
// schemas/quote.ts builds the request schema from these same limits and messages.

export const DEFAULT_RUSH_MULTIPLIER = 1.5;
export const DEFAULT_PHYSICAL_DELIVERY_COST = 15;

/** The landing page's per-word rates, used until GET /api/pricing answers (and if a row is missing). */
export const DEFAULT_PRICE_PER_WORD: Record<ServiceType, number> = {
  standard: 0.12,
  certified: 0.15,
  premium: 0.2,
};

export const DEFAULT_PRICING_ENTRIES: PricingEntry[] = (["standard", "certified", "premium"] as const).map((serviceType) => ({
  serviceType,
  pricePerWord: DEFAULT_PRICE_PER_WORD[serviceType],
  rushMultiplier: DEFAULT_RUSH_MULTIPLIER,
  physicalDeliveryCost: DEFAULT_PHYSICAL_DELIVERY_COST,
}));

/** The calculator estimates one word per 15 bytes of an uploaded file (as the spec sets it). */
export const BYTES_PER_ESTIMATED_WORD = 15;

export type PriceInput = {
  wordCount: number;
  pricePerWord: number;
  isRush: boolean;
  isPhysicalDelivery: boolean;
  rushMultiplier?: number;
  physicalDeliveryCost?: number;
};

/**
 * Rounds a dollar amount to cents, half up. Going through 12 significant digits first removes binary
 * floating error (1.005 * 100 is 100.49999999999999 in IEEE doubles) before Math.round sees it.
 */
export function roundToCents(amount: number): number {
  const cents = Number((amount * 100).toPrecision(12));
  return Math.round(cents) / 100;
}

/**
 * wordCount × pricePerWord, × rushMultiplier for a rush order, then + physicalDeliveryCost
 * (added after the multiplier, so shipping is never surcharged), rounded to 2 decimals.
 */
export function calculatePrice({
  wordCount,
  pricePerWord,
  isRush,
  isPhysicalDelivery,
  rushMultiplier = DEFAULT_RUSH_MULTIPLIER,
  physicalDeliveryCost = DEFAULT_PHYSICAL_DELIVERY_COST,
}: PriceInput): number {
  assertAmount("wordCount", wordCount);
  assertAmount("pricePerWord", pricePerWord);
  assertAmount("rushMultiplier", rushMultiplier);
  assertAmount("physicalDeliveryCost", physicalDeliveryCost);
  let total = wordCount * pricePerWord;
  if (isRush) total *= rushMultiplier;
  if (isPhysicalDelivery) total += physicalDeliveryCost;
  return roundToCents(total);
}

/** The pricing row for a service type, or the landing page's default rates when it is missing. */
export function findPricingEntry(entries: readonly PricingEntry[] | undefined, serviceType: ServiceType): PricingEntry {
  const entry = entries?.find((candidate) => candidate.serviceType === serviceType);
  return entry ?? DEFAULT_PRICING_ENTRIES.find((candidate) => candidate.serviceType === serviceType)!;
}

export type QuotePriceInput = {
  serviceType: ServiceType;
  wordCount: number;
  isRush: boolean;
  isPhysicalDelivery: boolean;
};

/** The total of a quote against the pricing rows (GET /api/pricing, or the pricing table on the server). */
export function calculateQuoteTotal(quote: QuotePriceInput, entries?: readonly PricingEntry[]): number {
  const { pricePerWord, rushMultiplier, physicalDeliveryCost } = findPricingEntry(entries, quote.serviceType);
  return calculatePrice({
    wordCount: quote.wordCount,
    pricePerWord,
    isRush: quote.isRush,
    isPhysicalDelivery: quote.isPhysicalDelivery,
    rushMultiplier,
    physicalDeliveryCost,
  });
}

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
  wordCountMin: "Word count must be at least 1",
  wordCountInteger: "Word count must be a whole number",
  wordCountMax: "Word count must be at most 1,000,000",
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

/** File types the calculator reads to estimate a word count (the spec's validation rules). */
export const CALCULATOR_UPLOAD_EXTENSIONS = [".pdf", ".doc", ".docx", ".txt"] as const;

export function isCalculatorUploadAllowed(fileName: string): boolean {
  const dot = fileName.lastIndexOf(".");
  if (dot < 0) return false;
  const extension = fileName.slice(dot).toLowerCase();
  return (CALCULATOR_UPLOAD_EXTENSIONS as readonly string[]).includes(extension);
}
