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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("mail_outbox_queued_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'queued'`),
    index("mail_outbox_failed_idx")
      .on(table.createdAt)
      .where(sql`${table.status} = 'failed'`),
  ],
);
