import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { DocumentTypeId } from "../../../shared/catalog";
import { timestamps } from "./columns";
import { users } from "./users";

/**
 * The agency's termbase (issue 39 item 4; docs/workbench.md, "Termbase"): a Turkish term, its approved English
 * for US certified translations, the document types it is meant for (empty = all) and English variants that
 * must not be used. One entry per folded Turkish term and set of document types.
 */
export const terms = pgTable(
  "terms",
  {
    id: serial("id").primaryKey(),
    tr: text("tr").notNull(),
    /** The Turkish term folded (src/shared/termbase/fold.ts: Turkish lower case, ASCII letters, "T.C." = "TC"). */
    trKey: text("tr_key").notNull(),
    en: text("en").notNull(),
    /** Sorted catalog ids; empty means every document type. */
    documentTypes: text("document_types")
      .array()
      .$type<DocumentTypeId[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    note: text("note"),
    forbidden: text("forbidden")
      .array()
      .$type<string[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The key the start seed gave a seeded term; kept through an admin's edits, so renaming or deleting a seeded
     * term never makes the seed add it again. Null for terms added by an admin or an import.
     */
    seedKey: text("seed_key"),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * Set when an admin deletes the entry: the row stays so the start seed, which adds missing terms, does not
     * bring back a term the admin removed. Adding the same term again revives the row.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("terms_tr_key_document_types_idx").on(table.trKey, table.documentTypes),
    uniqueIndex("terms_seed_key_idx").on(table.seedKey),
    index("terms_updated_idx")
      .on(table.updatedAt, table.id)
      .where(sql`deleted_at is null`),
  ],
);

export type TermRow = typeof terms.$inferSelect;
