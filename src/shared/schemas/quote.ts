import { z } from "zod";
import { SERVICE_TYPES, TRANSLATION_DIRECTIONS } from "../enums";
import { MAX_QUOTE_WORD_COUNT, QUOTE_MESSAGES } from "../pricing";

// Spec sections 4 and 5: the quote as the order flow and the server's order creation receive it.
// The limits, defaults and messages live in ../pricing.ts (zod-free, so the landing page can use them).

export const quoteSchema = z.object({
  serviceType: z.enum(SERVICE_TYPES, { error: QUOTE_MESSAGES.serviceType }),
  translationDirection: z.enum(TRANSLATION_DIRECTIONS, { error: QUOTE_MESSAGES.translationDirection }),
  wordCount: z
    .number({ error: QUOTE_MESSAGES.wordCountMin })
    .int(QUOTE_MESSAGES.wordCountInteger)
    .min(1, QUOTE_MESSAGES.wordCountMin)
    .max(MAX_QUOTE_WORD_COUNT, QUOTE_MESSAGES.wordCountMax),
  isRush: z.boolean().default(false),
  isPhysicalDelivery: z.boolean().default(false),
});
export type QuoteInput = z.infer<typeof quoteSchema>;

/** What is kept under sessionStorage.quoteData: the quote plus the total shown to the visitor. */
export const quoteDataSchema = quoteSchema.extend({
  totalPrice: z.number().nonnegative(),
});
export type QuoteData = z.infer<typeof quoteDataSchema>;
