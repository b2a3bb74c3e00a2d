import { index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import type { CheckSubject } from "../../../shared/schemas/translation-checks";
import type { Finding } from "../../../shared/translation-checks/codes";
import type { FindingOverride } from "../../../shared/translation-checks/overrides";
import { timestamps } from "./columns";
import { documents, translations } from "./documents";

/** An override as stored: the finding it names (overrides.ts), the reason, who gave it and when. */
export type StoredOverride = FindingOverride & { findingId: string; userId: number | null; by: string; at: string };

/**
 * A run of the translation checks on one document (issue 40; docs/translation-checks.md "Checks before delivery"):
 * on the editor's segments or on the uploaded translation's text. `fingerprint` names what was checked (the
 * segments' revisions or the upload, and the context): a report whose fingerprint is not the document's current
 * one is stale and is re-run before delivery. The newest row of a document is its report; older rows are kept.
 */
export const translationCheckReports = pgTable(
  "translation_check_reports",
  {
    id: serial("id").primaryKey(),
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    /** The translation version the report goes with: the upload checked, or the newest version (rendered from the segments). */
    translationId: integer("translation_id").references(() => translations.id, { onDelete: "set null" }),
    subject: text("subject").$type<CheckSubject>().notNull(),
    fingerprint: text("fingerprint").notNull(),
    findings: jsonb("findings").$type<Finding[]>().notNull(),
    /** The segments' source and target as checked, by segment id (the panel shows them; uploads keep no copy). */
    segmentTexts: jsonb("segment_texts").$type<Record<string, [string, string]>>().notNull(),
    overrides: jsonb("overrides").$type<StoredOverride[]>().notNull(),
    errors: integer("errors").notNull(),
    warnings: integer("warnings").notNull(),
    ...timestamps,
  },
  (table) => [index("translation_check_reports_document_id_idx").on(table.documentId, table.id)],
);
