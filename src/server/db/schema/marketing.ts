import { boolean, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { orders } from "./orders";
import { users } from "./users";

/** Messages sent through the public contact form; the agency is e-mailed a copy. */
export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  handled: boolean("handled").notNull().default(false),
  /** The signed-in customer who wrote it (docs/order-messages.md, "Contact form"); null for a visitor. */
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  /** The customer's order the message is about, when they picked one. */
  orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

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
