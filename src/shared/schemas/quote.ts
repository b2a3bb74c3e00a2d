import { z } from "zod";
import { DOCUMENT_TYPE_IDS, isPricedByWord } from "../catalog";
import { SERVICE_TYPES, TRANSLATION_DIRECTIONS } from "../enums";
import { PRICE_MESSAGES, PRICED_LINE_KINDS } from "../price-order";
import { MAX_QUOTE_WORD_COUNT, QUOTE_MESSAGES } from "../pricing";
import { errorText } from "../error-codes";

// The quote (docs/ordering.md, "Pricing") as the calculator, POST /api/quote and order creation
// receive it. The limits, defaults and messages live in ../pricing.ts and ../price-order.ts (zod-free).

export const MAX_ORDER_ITEMS = 20;
export const MAX_EXTRA_COPIES = 10;
export const ITEM_MESSAGES = {
  documentType: errorText("DOCUMENT_TYPE"),
  extraCopies: `Extra copies must be a whole number from 0 to ${MAX_EXTRA_COPIES}`,
  notarization: "Notarization must be true or false",
  items: PRICE_MESSAGES.noItems,
  tooManyItems: `An order can have at most ${MAX_ORDER_ITEMS} documents`,
} as const;

const wordCountSchema = z
  .number({ error: QUOTE_MESSAGES.wordCountMin })
  .int(QUOTE_MESSAGES.wordCountInteger)
  .min(1, QUOTE_MESSAGES.wordCountMin)
  .max(MAX_QUOTE_WORD_COUNT, QUOTE_MESSAGES.wordCountMax);

/** One document of a quote or order. Flat types need no word count (one sent is ignored). */
export const orderItemSchema = z.object(
  {
    documentType: z.enum(DOCUMENT_TYPE_IDS, { error: ITEM_MESSAGES.documentType }),
    wordCount: wordCountSchema.nullish(),
    notarization: z.boolean({ error: ITEM_MESSAGES.notarization }).optional().default(false),
    extraCopies: z
      .number({ error: ITEM_MESSAGES.extraCopies })
      .int(ITEM_MESSAGES.extraCopies)
      .min(0, ITEM_MESSAGES.extraCopies)
      .max(MAX_EXTRA_COPIES, ITEM_MESSAGES.extraCopies)
      .optional()
      .default(0),
  },
  { error: ITEM_MESSAGES.documentType },
);
export type OrderItemInputData = z.output<typeof orderItemSchema>;

const quoteOptions = {
  serviceType: z.enum(SERVICE_TYPES, { error: QUOTE_MESSAGES.serviceType }),
  translationDirection: z.enum(TRANSLATION_DIRECTIONS, { error: QUOTE_MESSAGES.translationDirection }),
  isRush: z.boolean().default(false),
  isPhysicalDelivery: z.boolean().default(false),
};

/** The rules across items: per-word types need their words; copies need physical delivery. */
export function checkQuoteItems(
  quote: {
    isPhysicalDelivery: boolean;
    items: { documentType: (typeof DOCUMENT_TYPE_IDS)[number]; wordCount?: number | null; extraCopies?: number }[];
  },
  context: z.RefinementCtx,
): void {
  quote.items.forEach((item, index) => {
    if (isPricedByWord(item.documentType) && (item.wordCount === undefined || item.wordCount === null)) {
      context.addIssue({
        code: "custom",
        path: ["items", index, "wordCount"],
        message: PRICE_MESSAGES.wordCountRequired,
      });
    }
    if ((item.extraCopies ?? 0) > 0 && !quote.isPhysicalDelivery) {
      context.addIssue({
        code: "custom",
        path: ["items", index, "extraCopies"],
        message: PRICE_MESSAGES.copiesNeedDelivery,
      });
    }
  });
}

export const quoteItemsSchema = z
  .array(orderItemSchema, { error: ITEM_MESSAGES.items })
  .min(1, ITEM_MESSAGES.items)
  .max(MAX_ORDER_ITEMS, ITEM_MESSAGES.tooManyItems);

/** POST /api/quote (no account): { serviceType, translationDirection, isRush, isPhysicalDelivery, items }. */
export const quoteRequestSchema = z.object({ ...quoteOptions, items: quoteItemsSchema }).superRefine(checkQuoteItems);
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequestData = z.output<typeof quoteRequestSchema>;

export const pricedLineSchema = z.object({
  kind: z.enum(PRICED_LINE_KINDS),
  label: z.string(),
  amountCents: z.number().int().nonnegative(),
  itemIndex: z.number().int().nonnegative().optional(),
});

/** POST /api/quote → 200 { lines: [{ kind, label, amountCents, itemIndex? }], totalCents }. */
export const quoteResponseSchema = z.object({
  lines: z.array(pricedLineSchema),
  totalCents: z.number().int().nonnegative(),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

/** The calculator's one-document form of the spec's Instant Quote Calculator (word count only): kept for the landing page's fields. */
export const quoteSchema = z.object({ ...quoteOptions, wordCount: wordCountSchema });
export type QuoteInput = z.infer<typeof quoteSchema>;

/**
 * What is kept under sessionStorage.quoteData: the spec's fields plus the total shown to the visitor;
 * items (one per document) and totalCents when the calculator priced documents by type.
 */
export const quoteDataSchema = quoteSchema.extend({
  totalPrice: z.number().nonnegative(),
  totalCents: z.number().int().nonnegative().optional(),
  items: z.array(orderItemSchema).max(MAX_ORDER_ITEMS).optional(),
});
export type QuoteData = z.infer<typeof quoteDataSchema>;
