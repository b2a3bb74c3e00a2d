import { type QuoteFields, QUOTE_STORAGE_KEY } from "@shared/pricing";

/** The object kept under sessionStorage.quoteData (spec 3): the quote plus the total shown to the visitor. */
export type StoredQuote = QuoteFields & { totalPrice: number };

/**
 * Hands the quote to the order flow: /auth?redirect=order leads there after login, and the order page reads
 * it back (validating it with quoteDataSchema from @shared/schemas/quote, as it comes from the browser).
 */
export function saveQuoteData(quote: StoredQuote): void {
  sessionStorage.setItem(QUOTE_STORAGE_KEY, JSON.stringify(quote));
}
