import { QUOTE_STORAGE_KEY } from "@shared/pricing";
import type { QuoteData } from "@shared/schemas/quote";

/**
 * The object kept under sessionStorage.quoteData (docs/ordering.md, "Flow the client follows"): the spec's fields (wordCount is the words of the
 * per-word documents), the total shown to the visitor, and the documents (docs/customer-ui.md, "Prices by document type").
 */
export type StoredQuote = QuoteData & { totalCents: number; items: NonNullable<QuoteData["items"]> };

/**
 * Hands the quote to the order flow: /auth?redirect=order leads there after login, and the order page reads
 * it back (validating it with quoteDataSchema from @shared/schemas/quote, as it comes from the browser).
 */
export function saveQuoteData(quote: StoredQuote): void {
  sessionStorage.setItem(QUOTE_STORAGE_KEY, JSON.stringify(quote));
}
