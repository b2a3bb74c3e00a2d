import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { SegmentBox, SegmentKind, SegmentOrigin, SegmentStatus } from "../../../shared/schemas/workbench";
import { timestamps } from "./columns";
import { documents } from "./documents";
import { translatorJobs } from "./translators";
import { users } from "./users";

/**
 * A document's segments (issue 39; docs/workbench.md): its text split into lines, label–value pairs, table cells
 * and sentences, in reading order, each with the translator's target. Made once per document when a job is
 * accepted; the checks (issue 40), the translation memory and the rendered PDF all read these rows.
 */
export const documentSegments = pgTable(
  "document_segments",
  {
    id: serial("id").primaryKey(),
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    /** Reading order within the document, from 0. */
    position: integer("position").notNull(),
    kind: text("kind").$type<SegmentKind>().notNull(),
    /** Segments of one table row or one "label: value" pair share a row number; null outside tables and pairs. */
    row: integer("row"),
    /** The column within the row (0 = the label of a pair). */
    col: integer("col"),
    source: text("source").notNull(),
    target: text("target").notNull().default(""),
    status: text("status").$type<SegmentStatus>().notNull().default("draft"),
    origin: text("origin").$type<SegmentOrigin>().notNull().default("manual"),
    /** The memory match's score (0–100) when the target came from memory. */
    matchScore: integer("match_score"),
    /** Where the segment sits on its page image (scans and photos); null for text read from a text layer. */
    box: jsonb("box").$type<SegmentBox>(),
    /** Bumped by every save; a save names the revision it edited, so a second tab's older edit is refused. */
    revision: integer("revision").notNull().default(0),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    /** The job the last save was made under. */
    jobId: integer("job_id").references(() => translatorJobs.id, { onDelete: "set null" }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("document_segments_document_position_idx").on(table.documentId, table.position),
    index("document_segments_confirmed_idx")
      .on(table.documentId)
      .where(sql`status = 'confirmed'`),
  ],
);

/** Whether a document's segments were made: one row per document, written by the document.segment job. */
export const documentSegmentations = pgTable("document_segmentations", {
  documentId: integer("document_id")
    .primaryKey()
    .references(() => documents.id, { onDelete: "cascade" }),
  status: text("status").$type<"pending" | "ready" | "failed">().notNull().default("pending"),
  /** How the text was read: the PDF's text layer, DOCX, plain text, or OCR of page images. */
  textSource: text("text_source").$type<"text" | "docx" | "scan">(),
  pageCount: integer("page_count"),
  error: text("error"),
  /** Readings tried by the document.segment job since the last prepare; past MAX_SEGMENTATION_ATTEMPTS it is failed. */
  attempts: integer("attempts").notNull().default(0),
  /** When the pre-translation pass (memory, then machine) finished; null while a retried job still owes it. */
  pretranslatedAt: timestamp("pretranslated_at", { withTimezone: true }),
  ...timestamps,
});
