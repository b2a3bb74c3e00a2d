import { QUOTE_STORAGE_KEY } from "@shared/pricing";
import { quoteDataSchema, type QuoteData } from "@shared/schemas/quote";

/** The quote the landing calculator saved before sign-in (docs/ordering.md, "Flow the client follows"), when it is still valid. */
export function readSavedQuote(): QuoteData | null {
  try {
    const raw = window.sessionStorage.getItem(QUOTE_STORAGE_KEY);
    if (!raw) return null;
    const parsed = quoteDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Once the order exists the quote has served its purpose. */
export function clearSavedQuote(): void {
  try {
    window.sessionStorage.removeItem(QUOTE_STORAGE_KEY);
  } catch {
    // storage unavailable: nothing to clear
  }
}
