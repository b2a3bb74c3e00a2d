import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { documents } from "./documents";
import { orders } from "./orders";
import { users } from "./users";

/**
 * Every word count an agent set (docs/ordering.md, "Word count review"): the audit behind the history line, the
 * customer's timeline and the price-change notice on their order page.
 */
export const wordCountConfirmations = pgTable(
  "word_count_confirmations",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    documentId: integer("document_id").references(() => documents.id, { onDelete: "set null" }),
    /** The file's name at the time: the notice still reads right once the file is removed. */
    documentName: text("document_name").notNull(),
    confirmedBy: integer("confirmed_by").references(() => users.id),
    wordsBefore: integer("words_before").notNull(),
    wordsAfter: integer("words_after").notNull(),
    /** The order's total before and after (equal once paid: the price paid stands). */
    totalBeforeCents: integer("total_before_cents").notNull(),
    totalAfterCents: integer("total_after_cents").notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("word_count_confirmations_order_id_idx").on(table.orderId)],
);
