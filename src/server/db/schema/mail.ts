import { pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every e-mail the product sends is written here first, whatever the transport:
 * the local outbox in development and an audit trail (with delivery status) in production.
 */
export const mailOutbox = pgTable("mail_outbox", {
  id: serial("id").primaryKey(),
  to: text("to").notNull(),
  from: text("from").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html"),
  /** 'outbox' (kept locally), 'sent' (accepted by the SMTP server) or 'failed'. */
  status: text("status").notNull(),
  transport: text("transport").notNull(),
  error: text("error"),
  messageId: text("message_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
});
