import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { documents, translations } from "./documents";
import { orders } from "./orders";
import { translators } from "./translators";

/**
 * Certificates of Translation Accuracy: one per document, for the translation version it certifies (a PDF in
 * storage). Generated when an admin completes a certified or premium order.
 */
export const certificates = pgTable("certificates", {
  id: serial("id").primaryKey(),
  orderId: integer("order_id")
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" }),
  documentId: integer("document_id")
    .notNull()
    .references(() => documents.id, { onDelete: "cascade" }),
  translationId: integer("translation_id")
    .notNull()
    .references(() => translations.id, { onDelete: "cascade" }),
  translatorId: integer("translator_id")
    .notNull()
    .references(() => translators.translatorId),
  storageKey: text("storage_key").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (table) => [
  index("certificates_order_id_idx").on(table.orderId),
  uniqueIndex("certificates_translation_id_idx").on(table.translationId),
]);
