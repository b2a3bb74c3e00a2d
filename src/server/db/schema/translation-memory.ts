import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { MemoryUnitOrigin } from "../../../shared/schemas/translation-memory";
import { timestamps } from "./columns";
import { translationDirectionEnum } from "./enums";
import { orders } from "./orders";
import { translators } from "./translators";
import { documentSegments } from "./workbench";

/**
 * The agency's translation memory (issue 39 item 3; docs/workbench.md "Translation memory"): confirmed segments of
 * delivered jobs, TMX imports and admin edits. One row per (direction, source, target): a repeat bumps updated_at.
 * `sourceKey` is the source as matching sees it (Turkish lower case, spacing collapsed, numbers, dates and names as
 * tokens: shared/translation-memory/normalize.ts); `sourceHash` (md5 of it) finds exact matches; the fuzzy candidates
 * are found through tmKeys.
 */
export const tmUnits = pgTable(
  "tm_units",
  {
    id: serial("id").primaryKey(),
    direction: translationDirectionEnum("direction").notNull(),
    source: text("source").notNull(),
    target: text("target").notNull(),
    sourceKey: text("source_key").notNull(),
    sourceHash: text("source_hash").notNull(),
    /** The catalog's document type of the order item the segment came from (shared/catalog.ts); null for imports. */
    documentType: text("document_type"),
    translatorId: integer("translator_id").references(() => translators.translatorId, { onDelete: "set null" }),
    /** The translator's name when the unit was made (shown with a match); erased with the translator's account. */
    translatorName: text("translator_name"),
    origin: text("origin").$type<MemoryUnitOrigin>().notNull(),
    /** Provenance: the customer's order. Account deletion deletes the units of the person's orders (docs/workbench.md). */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    segmentId: integer("segment_id").references(() => documentSegments.id, { onDelete: "set null" }),
    /** Admin search: source and target folded the Turkish way (public.search_fold, migration 0019). */
    searchText: text("search_text").generatedAlwaysAs(sql`public.search_fold(source || ' ' || target)`),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("tm_units_direction_source_target_idx").on(table.direction, sql`md5(source)`, sql`md5(target)`),
    index("tm_units_direction_hash_updated_at_idx").on(table.direction, table.sourceHash, table.updatedAt),
    index("tm_units_search_trgm_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
    index("tm_units_updated_at_id_idx").on(table.updatedAt, table.id),
    index("tm_units_direction_updated_at_id_idx").on(table.direction, table.updatedAt, table.id),
    index("tm_units_order_id_idx").on(table.orderId),
    index("tm_units_translator_id_idx").on(table.translatorId),
  ],
);

/**
 * The distinct normalised sources of tmUnits (migration 0051: statement triggers on tm_units keep it, in the writing
 * transaction; a key goes with its last unit). The fuzzy step searches these instead of the units: a civil-registry
 * memory holds a million units under far fewer keys (every family's "Baba Adı: {name}" is one).
 */
export const tmKeys = pgTable(
  "tm_keys",
  {
    direction: translationDirectionEnum("direction").notNull(),
    sourceHash: text("source_hash").notNull(),
    sourceKey: text("source_key").notNull(),
  },
  (table) => [
    primaryKey({ name: "tm_keys_pk", columns: [table.direction, table.sourceHash] }),
    // GiST, not GIN: the fuzzy lookup reads the nearest keys in order (`<->`, KNN) and stops at 20, where a GIN
    // scan would score every similar key (formulaic court and registry lines: thousands) before sorting. A 256-byte
    // signature (default 12) keeps a sentence's ~80 trigrams apart: half the pages read (docs/performance.md).
    index("tm_keys_source_key_trgm_idx").using("gist", sql`${table.sourceKey} gist_trgm_ops(siglen=256)`),
  ],
);
