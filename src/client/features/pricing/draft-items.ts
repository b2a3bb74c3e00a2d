import { isPricedByWord, type DocumentTypeId } from "@shared/catalog";
import { PRICE_MESSAGES, type OrderItemInput } from "@shared/price-order";
import { parseWordCount, wordCountError } from "@shared/pricing";
import { ITEM_MESSAGES, MAX_EXTRA_COPIES } from "@shared/schemas/quote";

// The document list as the calculator and the new-order form edit it: text fields stay text until priced,
// so a half-typed word count is an error message rather than a wrong price.

export type DraftItem = {
  /** Stable React key (items can be removed from the middle of the list). */
  key: string;
  documentType: DocumentTypeId;
  wordCountText: string;
  notarization: boolean;
  extraCopies: number;
};

export type DraftItemErrors = { wordCount?: string; extraCopies?: string };

let nextKey = 0;

export function newDraftItem(documentType: DocumentTypeId = "other", wordCount = 500): DraftItem {
  nextKey += 1;
  return {
    key: `item-${nextKey}`,
    documentType,
    wordCountText: String(wordCount),
    notarization: false,
    extraCopies: 0,
  };
}

/** Draft items from a saved quote's or an order's items. */
export function draftItemsFrom(items: readonly OrderItemInput[]): DraftItem[] {
  return items.map((item) => ({
    ...newDraftItem(item.documentType, item.wordCount ?? 500),
    notarization: Boolean(item.notarization),
    extraCopies: item.extraCopies ?? 0,
  }));
}

/** Each item's problems: the same rules and messages as the server's schema (quoteRequestSchema). */
export function draftItemErrors(item: DraftItem, isPhysicalDelivery: boolean): DraftItemErrors {
  const errors: DraftItemErrors = {};
  if (isPricedByWord(item.documentType)) errors.wordCount = wordCountError(parseWordCount(item.wordCountText));
  if (!Number.isInteger(item.extraCopies) || item.extraCopies < 0 || item.extraCopies > MAX_EXTRA_COPIES) {
    errors.extraCopies = ITEM_MESSAGES.extraCopies;
  } else if (item.extraCopies > 0 && !isPhysicalDelivery) {
    errors.extraCopies = PRICE_MESSAGES.copiesNeedDelivery;
  }
  return errors;
}

/** An item as the API takes it, with every field filled in (as quoteDataSchema keeps it). */
export type PricedItemInput = OrderItemInput & { notarization: boolean; extraCopies: number };

export type DraftPricing = { ok: true; items: PricedItemInput[] } | { ok: false; errors: DraftItemErrors[] };

/** The items the price rule and the API take, or every item's errors while any is invalid. */
export function toOrderItems(drafts: readonly DraftItem[], isPhysicalDelivery: boolean): DraftPricing {
  const errors = drafts.map((item) => draftItemErrors(item, isPhysicalDelivery));
  if (drafts.length === 0 || errors.some((error) => error.wordCount || error.extraCopies)) return { ok: false, errors };
  return {
    ok: true,
    items: drafts.map((item) => ({
      documentType: item.documentType,
      // Flat types are priced per document: no word count is sent.
      ...(isPricedByWord(item.documentType) ? { wordCount: parseWordCount(item.wordCountText) } : {}),
      notarization: item.notarization,
      extraCopies: item.extraCopies,
    })),
  };
}

/** The words of the per-word documents: the spec's wordCount field of quoteData (at least 1). */
export function perWordTotal(items: readonly OrderItemInput[]): number {
  return Math.max(
    1,
    items.reduce((sum, item) => sum + (isPricedByWord(item.documentType) ? (item.wordCount ?? 0) : 0), 0),
  );
}
