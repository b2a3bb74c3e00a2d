import { z } from "zod";
import {
  DOCUMENT_ANALYSIS_STATUSES,
  DOCUMENT_STATUSES,
  ORDER_STATUSES,
  WORD_COUNT_REVIEWS,
  WORD_COUNT_SOURCES,
} from "../enums";
import { MAX_QUOTE_WORD_COUNT } from "../pricing";
import { orderWithItemsSchema } from "./orders";
import { pageSchema, pageTotalShape } from "./pagination";
import { type CodedError, ERROR_TEXTS, coded, errorText } from "../error-codes";

// Order documents (docs/ordering.md, "Documents"). Messages shared by the upload page and POST /api/documents.

export const NO_FILE_MESSAGE = errorText("NO_FILE");
export const ONE_FILE_PER_REQUEST_MESSAGE = "Please upload one file per request.";
export const CONTENT_MISMATCH_MESSAGE = ERROR_TEXTS.FILE_CONTENT_MISMATCH;
export const UNREADABLE_DOCUMENT_MESSAGE = errorText("UNREADABLE_DOCUMENT");
export const PROTECTED_PDF_MESSAGE = errorText("PROTECTED_PDF");
export const MAX_PDF_PAGES = 500;
export const TOO_MANY_PAGES_MESSAGE = `PDFs can have at most ${MAX_PDF_PAGES} pages. Please split the document and upload the parts.`;
/** An image too large to decode safely (docs/security.md, "Document bombs"); the client translates it by pattern. */
export const imageTooLargeMessage = (size: { width: number; height: number }, maxPixels: number) =>
  errorText("IMAGE_TOO_LARGE", { width: size.width, height: size.height, megapixels: maxPixels / 1_000_000 });
/** A document is priced for at most as many words as a quote (docs/ordering.md, "Word limits"). */
export const MAX_DOCUMENT_WORDS = MAX_QUOTE_WORD_COUNT;
export const DOCUMENT_TOO_MANY_WORDS_MESSAGE = errorText("DOCUMENT_TOO_MANY_WORDS");
/** The order's ceiling is the admin's max_order_words setting; the client translates it by pattern. */
export const orderTooManyWordsMessage = (maxWords: number) => errorText("ORDER_TOO_MANY_WORDS", { words: maxWords });
/**
 * The refusal a document's stored failure stands for when it was refused for its words (checkout then says so, with
 * its code, rather than "could not be read"); null for any other failure.
 */
export function wordLimitRefusalOf(analysisError: string | null): CodedError | null {
  if (analysisError === DOCUMENT_TOO_MANY_WORDS_MESSAGE) return coded("DOCUMENT_TOO_MANY_WORDS");
  const ceiling = /^An order can have at most ([\d,]+) words\./.exec(analysisError ?? "");
  return ceiling ? coded("ORDER_TOO_MANY_WORDS", { words: Number(ceiling[1]!.replaceAll(",", "")) }) : null;
}
export const MAX_DOCUMENTS_PER_ORDER = 20;
export const ITEM_NOT_FOUND_MESSAGE = "This document line is not part of the order";
export const ITEM_HAS_DOCUMENT_MESSAGE = "This document line already has a file; remove it first";
export const TOO_MANY_DOCUMENTS_MESSAGE = `An order can have at most ${MAX_DOCUMENTS_PER_ORDER} documents`;

/** Documents are read (words counted, scans OCR'd) at most this many at once per customer (decision 012). */
export const MAX_ANALYSES_PER_CUSTOMER = 2;
export const ANALYSIS_BUSY_MESSAGE = `We are still reading your other documents (at most ${MAX_ANALYSES_PER_CUSTOMER} at a time). Please upload this one again in a few seconds.`;
export const DOCUMENT_NOT_READ_MESSAGE = errorText("DOCUMENT_NOT_READ");

/** A document as the documents endpoints answer it. The storage key never leaves the server. */
export const documentSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  originalFilename: z.string(),
  fileType: z.string(),
  fileSize: z.number().int(),
  wordCount: z.number().int(),
  /** "text": counted from the text; "scan": read by OCR (images, scanned or outline-drawn PDF pages); "estimated": .doc files and pages OCR could not read reliably; "agent": counted by an agent. */
  wordCountSource: z.enum(WORD_COUNT_SOURCES),
  /** wordCountSource === "estimated". */
  wordCountEstimated: z.boolean(),
  /** "needed" while an agent is to confirm an estimated count, "confirmed" once one did, else null. */
  wordCountReview: z.enum(WORD_COUNT_REVIEWS).nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  /** "pending" while the words are being counted (wordCount is 0 until then), "failed" when the file could not be read. */
  analysisStatus: z.enum(DOCUMENT_ANALYSIS_STATUSES),
  /** Why reading failed (a shared message), else null. */
  analysisError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DocumentDto = z.infer<typeof documentSchema>;
/** GET /api/documents/order/:orderId */
export const documentListSchema = z.array(documentSchema);

/** GET /api/documents (My Documents): each document with its order's status. */
export const customerDocumentSchema = documentSchema.extend({ orderStatus: z.enum(ORDER_STATUSES) });
export type CustomerDocumentDto = z.infer<typeof customerDocumentSchema>;
/** GET /api/documents?limit=&cursor= : one page of My Documents, newest first, and how many documents there are. */
export const customerDocumentListSchema = pageSchema(customerDocumentSchema).extend(pageTotalShape);
export type CustomerDocumentList = z.infer<typeof customerDocumentListSchema>;

/** POST /api/documents and DELETE /api/documents/:id: the order after its totals were recomputed. */
export const documentChangeResultSchema = z.object({
  order: orderWithItemsSchema,
  priceChanged: z.boolean(),
  previousTotal: z.number(),
  previousTotalCents: z.number().int(),
});
export type DocumentChangeResult = z.infer<typeof documentChangeResultSchema>;
/** POST /api/documents (201) */
export const uploadDocumentResponseSchema = z
  .object({ document: documentSchema })
  .extend(documentChangeResultSchema.shape);
export type UploadDocumentResponse = z.infer<typeof uploadDocumentResponseSchema>;
