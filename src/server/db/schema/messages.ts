import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { ThreadParty } from "../../../shared/order-thread";
import type { NameSpelling } from "../../../shared/schemas/order-messages";
import { orders } from "./orders";
import { users } from "./users";

/**
 * The conversation on an order between the customer, the agency and the assigned translator
 * (docs/order-messages.md, migration 0026).
 */
export const orderMessages = pgTable(
  "order_messages",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The account that wrote it; null once that account is deleted. */
    senderId: integer("sender_id").references(() => users.id, { onDelete: "set null" }),
    senderParty: text("sender_party").$type<ThreadParty>().notNull(),
    /** The writer's side as a member key (shared/order-thread.ts memberKey): "customer", "agency" or "translator:<user id>". */
    senderKey: text("sender_key").notNull(),
    /** The name shown with the message, as it was when it was written. */
    senderName: text("sender_name").notNull(),
    /** Plain text (never HTML), at most 5,000 characters; may be empty when files are attached. */
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The thread's pages, newest first (docs/decisions/026-keyset-pagination.md).
    index("order_messages_order_created_at_id_idx").on(table.orderId, table.createdAt, table.id),
    // Unread counts: the messages of an order past a read pointer.
    index("order_messages_order_id_id_idx").on(table.orderId, table.id),
    // The per-account daily attachment quota sums a sender's last 24 hours.
    index("order_messages_sender_created_at_idx").on(table.senderId, table.createdAt),
    check("order_messages_sender_party_check", sql`${table.senderParty} in ('customer', 'agency', 'translator')`),
  ],
);

/** Files attached to a message: stored through the storage adapter like documents, never priced. */
export const orderMessageAttachments = pgTable(
  "order_message_attachments",
  {
    id: serial("id").primaryKey(),
    messageId: integer("message_id")
      .notNull()
      .references(() => orderMessages.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The uploaded name, sanitised (documents/sanitize-file-name.ts): shown as text and used for the download. */
    fileName: text("file_name").notNull(),
    /** Made by newStorageKey("messages"), never from the file name. */
    storageKey: text("storage_key").notNull(),
    fileType: text("file_type").notNull(),
    fileSize: integer("file_size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("order_message_attachments_message_id_idx").on(table.messageId),
    index("order_message_attachments_order_id_idx").on(table.orderId),
  ],
);

/**
 * Each side's read pointer and e-mail state in a thread. The agency is one member (any admin reading marks it
 * read for all); each translator assigned over time is a member of their own.
 */
export const orderThreadMembers = pgTable(
  "order_thread_members",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    memberKey: text("member_key").notNull(),
    /** The customer's or translator's account; null for the agency. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    lastReadMessageId: integer("last_read_message_id").notNull().default(0),
    /** When this member was last e-mailed about the thread: the next e-mail waits 10 minutes from here. */
    lastEmailedAt: timestamp("last_emailed_at", { withTimezone: true }),
    /** Messages up to this id were in an e-mail to this member. */
    emailedThroughMessageId: integer("emailed_through_message_id").notNull().default(0),
    /** When the digest of the messages held back is due (the messages.digest job sends it); null: none waiting. */
    digestDueAt: timestamp("digest_due_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.memberKey], name: "order_thread_members_pk" }),
    index("order_thread_members_user_id_idx").on(table.userId),
    index("order_thread_members_digest_due_idx")
      .on(table.digestDueAt)
      .where(sql`digest_due_at IS NOT NULL`),
  ],
);

/**
 * Names as in the passport: every version of an order's list, oldest first; the newest is the current one.
 * The versions are the order's history of them (the customer's timeline shows each change).
 */
export const orderNameSpellings = pgTable(
  "order_name_spellings",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    nameSpellings: jsonb("name_spellings").$type<NameSpelling[]>().notNull(),
    changedBy: integer("changed_by").references(() => users.id, { onDelete: "set null" }),
    changedByParty: text("changed_by_party").$type<ThreadParty>().notNull(),
    changedByName: text("changed_by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("order_name_spellings_order_id_id_idx").on(table.orderId, table.id)],
);
