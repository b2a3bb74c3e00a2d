import { z } from "zod";
import { pageQuerySchema, pageSchema, pageTotalShape } from "./pagination";

export const MAIL_STATUSES = ["outbox", "queued", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** A row of GET /api/admin/outbox: an e-mail the platform sent (SMTP) or kept (local outbox). */
export const outboxEmailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  /** 'outbox' (kept locally, no SMTP configured), 'queued' (delivery pending or retrying), 'sent' (accepted by SMTP) or 'failed' (gave up after 24 hours). */
  status: z.enum(MAIL_STATUSES),
  transport: z.enum(["smtp", "outbox"]),
  error: z.string().nullable(),
  messageId: z.string().nullable(),
  /** SMTP delivery attempts so far. */
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

/** GET /api/admin/outbox?search=&status=&limit=&cursor= : newest first; search looks in the recipient and the subject. */
export const outboxQuerySchema = pageQuerySchema.extend({
  search: z.string({ error: "Search must be text" }).trim().max(100, "Search is too long").optional(),
  status: z
    .union([z.enum(MAIL_STATUSES), z.literal("all"), z.literal("")], {
      error: "status must be all, outbox, queued, sent or failed",
    })
    .optional()
    .transform((value) => (value === "all" || value === "" ? undefined : value)),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** One page of e-mails and how many the view holds (estimated past 10,000). */
export const outboxPageSchema = pageSchema(outboxEmailSchema).extend(pageTotalShape);
export type OutboxPage = z.infer<typeof outboxPageSchema>;
