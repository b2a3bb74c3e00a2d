import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { ContactMessageStatus } from "../../../shared/schemas/contact-inbox";
import { languageEnum } from "./enums";
import { orders } from "./orders";
import { users } from "./users";

/**
 * Messages sent through the public contact form; the agency is e-mailed a copy and works them in the admin's
 * inbox (docs/contact-inbox.md): new → answered (an answer was e-mailed) → closed, reopened by a new answer.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** Superseded by `status` (migration 0044); kept for the release before it, which still writes it. */
    handled: boolean("handled").notNull().default(false),
    status: text("status").$type<ContactMessageStatus>().notNull().default("new"),
    /** The signed-in customer who wrote it (docs/order-messages.md, "Contact form"); null for a visitor. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The customer's order the message is about, when they picked one. */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** The language the sender wrote the form in: the inbox's answer e-mail is framed in it. */
    language: languageEnum("language"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** What the inbox search reads: name, address and subject, folded like shared/search-text.ts. */
    searchText: text("search_text").generatedAlwaysAs(
      sql`public.search_fold("name" || E'\\n' || "email" || E'\\n' || "subject")`,
    ),
  },
  (table) => [
    index("contact_messages_created_at_id_idx").on(table.createdAt, table.id),
    index("contact_messages_status_created_at_id_idx").on(table.status, table.createdAt, table.id),
    index("contact_messages_search_trgm_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
    index("contact_messages_email_idx").on(sql`lower(${table.email})`),
  ],
);

/** The agency's answers to a contact message, as e-mailed from the inbox (the text sent, who wrote it, when). */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: serial("id").primaryKey(),
    messageId: integer("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** The admin's name when they answered (the account may go later). */
    authorName: text("author_name").notNull(),
    /** The e-mail that carried it (mail_outbox), for its delivery status. */
    mailId: integer("mail_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_replies_message_id_idx").on(table.messageId, table.id)],
);

/** E-mail addresses left on /coming-soon with Notify Me. */
export const launchSubscribers = pgTable("launch_subscribers", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * When the sender of a contact message was last sent the acknowledgement, by normalised address
 * (marketing/contact-confirmation-key.ts): at most one a day, so the form cannot be used to flood an inbox.
 */
export const contactConfirmations = pgTable("contact_confirmations", {
  emailKey: text("email_key").primaryKey(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});
