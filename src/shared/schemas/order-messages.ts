import { z } from "zod";
import { personName } from "../person-name";
import { isSingleLine } from "../single-line";
import {
  MAX_MESSAGE_LENGTH,
  MAX_NAME_LENGTH,
  MAX_NAME_SPELLINGS,
  NAME_SPELLING_MESSAGES,
  THREAD_MESSAGES,
  THREAD_PARTIES,
} from "../order-thread";
import { pageSchema } from "./pagination";

// The conversation on an order and the names as in the passport (docs/order-messages.md). The forms and the routes share these.

/** The text of POST /api/orders/:id/messages (a multipart field or JSON); may be empty when files are attached. */
export const messageTextSchema = z
  .string({ error: THREAD_MESSAGES.empty })
  .max(MAX_MESSAGE_LENGTH * 2, THREAD_MESSAGES.tooLong)
  .transform((text) => text.replace(/\r\n?/g, "\n").trim())
  .pipe(z.string().max(MAX_MESSAGE_LENGTH, THREAD_MESSAGES.tooLong));

export const postMessageSchema = z.object({ text: messageTextSchema.optional().transform((text) => text ?? "") });

export const messageAttachmentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number().int(),
});
export type MessageAttachmentDto = z.infer<typeof messageAttachmentSchema>;

export const orderMessageSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  author: z.object({ party: z.enum(THREAD_PARTIES), name: z.string() }),
  /** Written by the viewer's side (the customer, the agency, or this translator). */
  own: z.boolean(),
  text: z.string(),
  createdAt: z.string(),
  attachments: z.array(messageAttachmentSchema),
});
export type OrderMessageDto = z.infer<typeof orderMessageSchema>;

export const threadStateSchema = z.object({
  /** The viewer's side of the thread. */
  party: z.enum(THREAD_PARTIES),
  /** False once the order has been completed or cancelled for 30 days. */
  writable: z.boolean(),
  /** When new messages stop being taken (a closed order); null while the order is open. */
  writableUntil: z.string().nullable(),
  /**
   * When the order's files were deleted (retention, or the customer's request); null while they are kept. From then
   * on the thread's files are listed without a download and new messages carry none.
   */
  filesDeletedAt: z.string().nullable(),
  /** The newest message the viewer's side has read (0: none). */
  lastReadMessageId: z.number().int(),
  unread: z.number().int(),
});
export type ThreadStateDto = z.infer<typeof threadStateSchema>;

/** GET /api/orders/:id/messages: newest first, a page at a time; `thread` says what the viewer may do. */
export const threadPageSchema = pageSchema(orderMessageSchema).extend({ thread: threadStateSchema });
export type ThreadPageDto = z.infer<typeof threadPageSchema>;

/** POST /api/orders/:id/messages/read: everything up to this message has been read. */
export const markThreadReadSchema = z.object({
  lastMessageId: z
    .number({ error: "lastMessageId must be a message id" })
    .int("lastMessageId must be a message id")
    .min(1, "lastMessageId must be a message id"),
});
export const threadReadAnswerSchema = z.object({ lastReadMessageId: z.number().int(), unread: z.number().int() });

export const UNREAD_ORDER_IDS_MESSAGE = "orderIds must be 1 to 100 order numbers separated by commas";

/** GET /api/messages/unread?orderIds=1,2,3 (at most 100; none: the viewer's threads with unread messages). */
export const unreadQuerySchema = z.object({
  orderIds: z
    .string({ error: UNREAD_ORDER_IDS_MESSAGE })
    .regex(/^\d{1,9}(,\d{1,9}){0,99}$/, UNREAD_ORDER_IDS_MESSAGE)
    .transform((value) => [...new Set(value.split(",").map(Number))].filter((id) => id > 0))
    .optional(),
});

export const unreadAnswerSchema = z.object({
  /** Unread messages in the orders asked for, or (none asked) over every thread the viewer takes part in. */
  total: z.number().int(),
  /** Per order: those asked for, or (none asked) the 20 with the newest unread messages. Orders with none are left out. */
  threads: z.array(z.object({ orderId: z.number().int(), unread: z.number().int() })),
});
export type UnreadAnswer = z.infer<typeof unreadAnswerSchema>;

// ---- Names as in the passport ---------------------------------------------------------------------------------

const nameRule = personName(
  z
    .string()
    .trim()
    .min(1, NAME_SPELLING_MESSAGES.bothRequired)
    .max(MAX_NAME_LENGTH, NAME_SPELLING_MESSAGES.tooLong)
    .refine(isSingleLine, NAME_SPELLING_MESSAGES.singleLine),
  NAME_SPELLING_MESSAGES.bothRequired,
);

/** One name: as written in the document, and as it must appear in the translation (the passport's spelling). */
export const nameSpellingSchema = z.object({ inDocument: nameRule, inPassport: nameRule });
export type NameSpelling = z.infer<typeof nameSpellingSchema>;

export const nameSpellingListSchema = z
  .array(nameSpellingSchema, { error: NAME_SPELLING_MESSAGES.bothRequired })
  .max(MAX_NAME_SPELLINGS, NAME_SPELLING_MESSAGES.tooMany);

/** PUT /api/orders/:id/name-spellings (and nameSpellings on POST /api/orders). An empty list removes them. */
export const updateNameSpellingsSchema = z.object({ nameSpellings: nameSpellingListSchema });

const spellingDtoSchema = z.object({ inDocument: z.string(), inPassport: z.string() });

/** GET /api/orders/:id/name-spellings: the current list, whether the customer may still change it, and every change. */
export const nameSpellingsSchema = z.object({
  orderId: z.number().int(),
  nameSpellings: z.array(spellingDtoSchema),
  updatedAt: z.string().nullable(),
  /** Whether the viewer may change them now (the customer, until the translator starts). */
  editable: z.boolean(),
  /** Why the customer can no longer change them (null: they still can). */
  editRefusal: z.string().nullable(),
  history: z.array(
    z.object({
      at: z.string(),
      by: z.object({ party: z.enum(THREAD_PARTIES), name: z.string() }),
      nameSpellings: z.array(spellingDtoSchema),
    }),
  ),
});
export type NameSpellingsDto = z.infer<typeof nameSpellingsSchema>;
