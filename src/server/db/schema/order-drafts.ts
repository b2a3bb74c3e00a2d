import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { DraftFileStatus, SaveOrderDraftData } from "../../../shared/schemas/order-draft";
import { wordCountSourceEnum } from "./enums";
import { orders } from "./orders";
import { users } from "./users";

/** What a draft keeps of the visitor's choices: the saved options and documents (files by their draft file id). */
export type DraftOptions = Omit<SaveOrderDraftData, "shippingAddress"> & {
  shippingAddress: SaveOrderDraftData["shippingAddress"] | null;
};

/**
 * A visitor's order before it is an order (issue 41; docs/ordering.md, "Files first"): options and files, found by
 * the browser's draft cookie (only its SHA-256 is kept) or, once the visitor signed up or in, by the account. It
 * lives DRAFT_LIFETIME_HOURS from its last change and is swept with its files; once it became an order it is kept
 * (without files) until it expires, so a second tab answers with the order.
 */
export const orderDrafts = pgTable(
  "order_drafts",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    options: jsonb("options").$type<DraftOptions>().notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("order_drafts_token_hash_idx").on(table.tokenHash),
    index("order_drafts_user_idx").on(table.userId, table.updatedAt),
    index("order_drafts_expires_idx").on(table.expiresAt),
  ],
);

/** A file uploaded into a draft: stored (encrypted) like every document, counted in the background. */
export const orderDraftFiles = pgTable(
  "order_draft_files",
  {
    id: serial("id").primaryKey(),
    draftId: integer("draft_id")
      .notNull()
      .references(() => orderDrafts.id, { onDelete: "cascade" }),
    originalFilename: text("original_filename").notNull(),
    fileType: text("file_type").notNull(),
    fileSize: integer("file_size").notNull(),
    storageKey: text("storage_key").notNull(),
    status: text("status").$type<DraftFileStatus>().notNull().default("reading"),
    wordCount: integer("word_count"),
    wordCountSource: wordCountSourceEnum("word_count_source"),
    ocrConfidence: integer("ocr_confidence"),
    errorCode: text("error_code"),
    error: text("error"),
    /** The lease of the reading under way (a reading older than the lease is taken over by the sweep). */
    readingStartedAt: timestamp("reading_started_at", { withTimezone: true }),
    readingAttempts: integer("reading_attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("order_draft_files_draft_idx").on(table.draftId, table.id),
    index("order_draft_files_reading_idx")
      .on(table.readingStartedAt)
      .where(sql`status = 'reading'`),
  ],
);
