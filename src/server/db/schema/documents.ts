import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { documentStatusEnum, translationStatusEnum } from "./enums";
import { orders } from "./orders";
import { translators } from "./translators";

export const documents = pgTable("documents", {
  id: serial("id").primaryKey(),
  orderId: integer("order_id")
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" }),
  originalFilename: text("original_filename").notNull(),
  /** Storage key (S3 object key or path under the local storage root); never derived from user input. */
  s3Key: text("s3_key").notNull(),
  fileType: text("file_type").notNull(),
  fileSize: integer("file_size").notNull(),
  wordCount: integer("word_count").notNull().default(0),
  /** true when the count is an estimate (scanned images) rather than counted from the document's text. */
  wordCountEstimated: boolean("word_count_estimated").notNull().default(false),
  status: documentStatusEnum("status").notNull().default("uploaded"),
  ...timestamps,
}, (table) => [index("documents_order_id_idx").on(table.orderId)]);

export const translations = pgTable("translations", {
  id: serial("id").primaryKey(),
  documentId: integer("document_id")
    .notNull()
    .references(() => documents.id, { onDelete: "cascade" }),
  translatorId: integer("translator_id").references(() => translators.translatorId),
  status: translationStatusEnum("status").notNull().default("processing"),
  translatedFileKey: text("translated_file_key"),
  completedAt: timestamp("completed_at", { withTimezone: true }),
  ...timestamps,
});
