import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every e-mail the product sends is written here first, whatever the transport: the local outbox in development
 * and, with SMTP, the durable queue the "mail.deliver" job works from (retries with backoff for 24 hours).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    from: text("from").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Where the recipient's "Reply" goes when it is not the sender: the customer for the agency's copy of a contact message, the agency for its answer. */
    replyTo: text("reply_to"),
    /** 'outbox' (kept locally), 'queued' (waiting for SMTP delivery), 'sent' (accepted by the SMTP server) or 'failed' (gave up). */
    status: text("status").notNull(),
    transport: text("transport").notNull(),
    /** The last delivery error; kept while retrying so the admin outbox shows why. */
    error: text("error"),
    messageId: text("message_id"),
    /** SMTP attempts made so far. */
    attempts: integer("attempts").notNull().default(0),
    /** When the next attempt may start; while an attempt runs, the end of its lease (a crashed sender is retried after it). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Its delivery job's priority: codes and links ahead of notices (mail-priority.ts, migration 0035). */
    priority: integer("priority").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * What the admin outbox search reads: recipient and subject, folded like shared/search-text.ts (migration 0019's
     * search_fold). Stored (migration 0020), so a broad search compares plain text instead of folding every row.
     */
    searchText: text("search_text").generatedAlwaysAs(sql`public.search_fold("to" || E'\\n' || "subject")`),
  },
  // The admin outbox, a page at a time: newest first, by status, and searched by recipient or subject (migration 0020).
  (table) => [
    index("mail_outbox_queued_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'queued'`),
    index("mail_outbox_failed_idx")
      .on(table.createdAt)
      .where(sql`${table.status} = 'failed'`),
    index("mail_outbox_created_at_id_idx").on(table.createdAt, table.id),
    index("mail_outbox_status_created_at_id_idx").on(table.status, table.createdAt, table.id),
    index("mail_outbox_search_trgm_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
  ],
);
