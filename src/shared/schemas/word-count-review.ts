import { z } from "zod";
import { MAX_DOCUMENT_WORDS } from "./documents";

// An agent's count of a document whose words could not be read reliably (docs/ordering.md, "Word count review").

export const SET_WORD_COUNT_MESSAGE = `Please enter the document's word count: a whole number from 1 to ${MAX_DOCUMENT_WORDS.toLocaleString("en-US")}`;
export const WORD_COUNT_NOTE_MESSAGE = "The note must be at most 300 characters";
export const DOCUMENT_NOT_COUNTED_MESSAGE =
  "This document is still being read or could not be read: its count cannot be set yet";

/** PUT /api/admin/orders/:orderId/documents/:documentId/word-count */
export const setWordCountSchema = z.object({
  wordCount: z
    .number({ error: SET_WORD_COUNT_MESSAGE })
    .int(SET_WORD_COUNT_MESSAGE)
    .min(1, SET_WORD_COUNT_MESSAGE)
    .max(MAX_DOCUMENT_WORDS, SET_WORD_COUNT_MESSAGE),
  note: z.string({ error: WORD_COUNT_NOTE_MESSAGE }).trim().max(300, WORD_COUNT_NOTE_MESSAGE).optional(),
});
export type SetWordCountInput = z.infer<typeof setWordCountSchema>;

/** One count an agent set, as the customer's order page shows it (amounts in cents). */
export const wordCountConfirmationSchema = z.object({
  id: z.number().int(),
  documentId: z.number().int().nullable(),
  documentName: z.string(),
  wordsBefore: z.number().int(),
  wordsAfter: z.number().int(),
  totalBeforeCents: z.number().int(),
  totalAfterCents: z.number().int(),
  createdAt: z.string(),
});
export type WordCountConfirmationDto = z.infer<typeof wordCountConfirmationSchema>;
