import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { DocumentTypeId } from "../../../shared/catalog";
import { timestamps } from "./columns";
import { documents } from "./documents";
import { orders } from "./orders";

/**
 * The document-type catalog admins edit (Settings → Pricing). The ids and how each type is priced
 * are fixed in shared/catalog.ts; the rows hold the editable name and price. Plan rates stay in `pricing`,
 * add-on prices and the minimum order charge are settings.
 */
export const documentTypes = pgTable("document_types", {
  id: text("id").$type<DocumentTypeId>().primaryKey(),
  name: text("name").notNull(),
  /** Cents per document (flat types) or per word (per-word types); null for `other` (the plan's rate). */
  priceCents: integer("price_cents"),
  position: integer("position").notNull().default(0),
  ...timestamps,
});

/** The documents an order is sold for, in order; a line's itemIndex is the item's position. */
export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    documentType: text("document_type").$type<DocumentTypeId>().notNull(),
    /** The customer's estimate; per-word items bill the attached document's count instead once it is uploaded. */
    estimatedWordCount: integer("estimated_word_count"),
    notarization: boolean("notarization").notNull().default(false),
    extraCopies: integer("extra_copies").notNull().default(0),
    /** The uploaded file for this item; one file per item. */
    documentId: integer("document_id").references(() => documents.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (table) => [
    index("order_items_order_id_idx").on(table.orderId),
    uniqueIndex("order_items_document_id_idx").on(table.documentId),
  ],
);
