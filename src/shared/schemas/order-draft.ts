import { z } from "zod";
import { DOCUMENT_TYPE_IDS } from "../catalog";
import { SERVICE_TYPES, TRANSLATION_DIRECTIONS, WORD_COUNT_SOURCES } from "../enums";
import { QUOTE_MESSAGES } from "../pricing";
import { MAX_ORDER_ITEMS, orderItemSchema, pricedLineSchema } from "./quote";
import { shippingAddressDtoSchema, shippingAddressSchema } from "./orders";

// The visitor's order draft (docs/ordering.md, "Files first"): the calculator and the order form are one flow on
// /order. Files are uploaded into the draft and counted on the server (OCR for photos and scans); on payment's
// doorstep the draft becomes the order and its files the order's documents, never chosen twice.

/** How long an untouched draft and its files are kept (then swept, files included). */
export const DRAFT_LIFETIME_HOURS = 24;

/** A draft file's reading: being counted, counted, or refused (the error says why). */
export const DRAFT_FILE_STATUSES = ["reading", "counted", "failed"] as const;
export type DraftFileStatus = (typeof DRAFT_FILE_STATUSES)[number];

/** One document of the draft: an uploaded file (its words are the file's) or, on the calculator, typed words. */
export const draftItemSchema = orderItemSchema.extend({
  fileId: z.number().int().positive().nullish(),
});
export type DraftItemInput = z.input<typeof draftItemSchema>;

/** PUT /api/order-draft: the options and documents as the visitor has them now (the files keep their own counts). */
export const saveOrderDraftSchema = z.object({
  serviceType: z.enum(SERVICE_TYPES, { error: QUOTE_MESSAGES.serviceType }),
  translationDirection: z.enum(TRANSLATION_DIRECTIONS, { error: QUOTE_MESSAGES.translationDirection }),
  isRush: z.boolean().default(false),
  isPhysicalDelivery: z.boolean().default(false),
  items: z.array(draftItemSchema).max(MAX_ORDER_ITEMS),
  /** Optional while drafting; required (and checked) when the draft becomes an order with physical delivery. */
  shippingAddress: shippingAddressSchema.nullish(),
});
export type SaveOrderDraftInput = z.input<typeof saveOrderDraftSchema>;
export type SaveOrderDraftData = z.output<typeof saveOrderDraftSchema>;

export const draftFileDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fileType: z.string(),
  fileSize: z.number().int(),
  status: z.enum(DRAFT_FILE_STATUSES),
  /** Null while reading or when refused. */
  wordCount: z.number().int().nullable(),
  wordCountSource: z.enum(WORD_COUNT_SOURCES).nullable(),
  /** Why the file was refused (an error code's English text; the screens translate it by `errorCode`). */
  error: z.string().nullable(),
  errorCode: z.string().nullable(),
});
export type DraftFileDto = z.infer<typeof draftFileDtoSchema>;

export const draftItemDtoSchema = z.object({
  fileId: z.number().int().nullable(),
  documentType: z.enum(DOCUMENT_TYPE_IDS),
  /** The file's count once read, else the typed words (null for flat-priced types and files still being read). */
  wordCount: z.number().int().nullable(),
  notarization: z.boolean(),
  extraCopies: z.number().int(),
});
export type DraftItemDto = z.infer<typeof draftItemDtoSchema>;

export const orderDraftDtoSchema = z.object({
  serviceType: z.enum(SERVICE_TYPES),
  translationDirection: z.enum(TRANSLATION_DIRECTIONS),
  isRush: z.boolean(),
  isPhysicalDelivery: z.boolean(),
  shippingAddress: shippingAddressDtoSchema.nullable(),
  items: z.array(draftItemDtoSchema),
  files: z.array(draftFileDtoSchema),
  /** The server's price of the draft as it is (the charge will be this, to the cent); null while a file is read or a document is incomplete. */
  price: z.object({ lines: z.array(pricedLineSchema), totalCents: z.number().int().nonnegative() }).nullable(),
  /** ISO date-time: the draft and its files are deleted after it. */
  expiresAt: z.string(),
  /** Set once the draft became an order (the order page takes over). */
  orderId: z.number().int().nullable(),
});
export type OrderDraftDto = z.infer<typeof orderDraftDtoSchema>;

/** GET /api/order-draft: the draft of this browser (cookie) or of the signed-in account, or none. */
export const orderDraftAnswerSchema = z.object({ draft: orderDraftDtoSchema.nullable() });
export type OrderDraftAnswer = z.infer<typeof orderDraftAnswerSchema>;

/** POST /api/order-draft/order → 201: the new pending order, documents attached and counted, ready to pay. */
export const draftOrderCreatedSchema = z.object({ orderId: z.number().int() });
export type DraftOrderCreated = z.infer<typeof draftOrderCreatedSchema>;
