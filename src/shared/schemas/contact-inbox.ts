import { z } from "zod";
import { errorText } from "../error-codes";
import { pageQuerySchema, pageSchema, pageTotalShape } from "./pagination";

// The admin's contact inbox (issue 42 item 1; docs/contact-inbox.md): messages from the public contact form,
// answered by e-mail from the agency, linked to the customer's account when the address matches one.

/** new: not answered yet; answered: an answer was e-mailed; closed: nothing more to do (a new answer reopens it). */
export const CONTACT_MESSAGE_STATUSES = ["new", "answered", "closed"] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

export const CONTACT_ANSWER_MIN = 2;
export const CONTACT_ANSWER_MAX = 10_000;
export const CONTACT_ANSWER_MESSAGE = errorText("CONTACT_ANSWER_LENGTH");

/** A row of GET /api/admin/contact-messages. */
export const contactMessageSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  /** The first 160 characters of the message, on one line. */
  preview: z.string(),
  status: z.enum(CONTACT_MESSAGE_STATUSES),
  /** The customer account the message came from or whose address it was sent from, if any. */
  customerId: z.number().int().nullable(),
  orderId: z.number().int().nullable(),
  replyCount: z.number().int(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type ContactMessageSummary = z.infer<typeof contactMessageSummarySchema>;

/** GET /api/admin/contact-messages?status=&search=&limit=&cursor= : newest first; search in name, address and subject. */
export const contactMessagesQuerySchema = pageQuerySchema.extend({
  search: z.string({ error: "Search must be text" }).trim().max(100, "Search is too long").optional(),
  status: z
    .union([z.enum(CONTACT_MESSAGE_STATUSES), z.literal("all"), z.literal("")], {
      error: "status must be all, new, answered or closed",
    })
    .optional()
    .transform((value) => (value === "all" || value === "" ? undefined : value)),
});
export type ContactMessagesQuery = z.infer<typeof contactMessagesQuerySchema>;

export const contactMessagesPageSchema = pageSchema(contactMessageSummarySchema).extend({
  ...pageTotalShape,
  /** Messages waiting for an answer, whatever the filter (the nav's badge). */
  newCount: z.number().int(),
});
export type ContactMessagesPage = z.infer<typeof contactMessagesPageSchema>;

export const contactReplySchema = z.object({
  id: z.number().int(),
  body: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  /** The delivery of the e-mail that carried it: outbox, queued, sent or failed (null when the e-mail is gone). */
  mailStatus: z.string().nullable(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;

/** The account whose address or session sent the message, with its newest orders (links in the inbox). */
export const contactCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** null for a deleted customer, named "Deleted customer #4" (shared/account-deletion.ts shownAccount). */
  email: z.string().nullable(),
  orders: z.array(z.object({ id: z.number().int(), status: z.string(), createdAt: z.string() })),
});

/** GET /api/admin/contact-messages/:id — the message, its answers (oldest first) and the matching customer. */
export const contactMessageDetailSchema = contactMessageSummarySchema.extend({
  phone: z.string().nullable(),
  message: z.string(),
  closedAt: z.string().nullable(),
  replies: z.array(contactReplySchema),
  customer: contactCustomerSchema.nullable(),
});
export type ContactMessageDetail = z.infer<typeof contactMessageDetailSchema>;

/** POST /api/admin/contact-messages/:id/replies — e-mailed to the sender from the agency; the message becomes answered. */
export const contactAnswerSchema = z.object({
  body: z
    .string({ error: CONTACT_ANSWER_MESSAGE })
    .trim()
    .min(CONTACT_ANSWER_MIN, CONTACT_ANSWER_MESSAGE)
    .max(CONTACT_ANSWER_MAX, CONTACT_ANSWER_MESSAGE),
});
export type ContactAnswerInput = z.infer<typeof contactAnswerSchema>;

/** PATCH /api/admin/contact-messages/:id — close it, or open it again (back to new, or answered when it was). */
export const contactStatusSchema = z.object({
  status: z.enum(["open", "closed"], { error: "status must be open or closed" }),
});
