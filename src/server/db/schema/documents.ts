import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import {
  documentAnalysisStatusEnum,
  documentStatusEnum,
  translationStatusEnum,
  wordCountReviewEnum,
  wordCountSourceEnum,
} from "./enums";
import { orders } from "./orders";
import { translatorJobs, translators } from "./translators";
import { users } from "./users";

export const documents = pgTable(
  "documents",
  {
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
    /** "text" when counted from the document's text, "scan" when read by OCR, "estimated" at 250 words a page, "agent" when set by an agent. */
    wordCountSource: wordCountSourceEnum("word_count_source").notNull().default("text"),
    /** "needed" while an estimated count waits for an agent (docs/ordering.md, "Word count review"), "confirmed" once set. */
    wordCountReview: wordCountReviewEnum("word_count_review"),
    /** The least confident OCR reading of the document's pages (0–100), when OCR read any. */
    ocrConfidence: integer("ocr_confidence"),
    status: documentStatusEnum("status").notNull().default("uploaded"),
    /** The words are counted after the file is stored, by the upload request or the document.analyze job. */
    analysisStatus: documentAnalysisStatusEnum("analysis_status").notNull().default("done"),
    /** Why reading failed, in the customer's words (a shared message). */
    analysisError: text("analysis_error"),
    /** Set while one process reads the document (a lease): another takes over only once it is stale. */
    analysisStartedAt: timestamp("analysis_started_at", { withTimezone: true }),
    /** Reading attempts so far; a document that keeps failing for other reasons than its content is given up on. */
    analysisAttempts: integer("analysis_attempts").notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index("documents_order_id_idx").on(table.orderId),
    index("documents_analysis_pending_idx")
      .on(table.analysisStatus)
      .where(sql`analysis_status = 'pending'`),
    index("documents_word_count_review_idx")
      .on(table.orderId)
      .where(sql`word_count_review = 'needed'`),
  ],
);

/**
 * Translated files. Every upload for a document is a NEW row (version 1, 2, ...); all versions are kept and
 * the highest version is the current one.
 */
export const translations = pgTable(
  "translations",
  {
    id: serial("id").primaryKey(),
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    translatorId: integer("translator_id").references(() => translators.translatorId),
    status: translationStatusEnum("status").notNull().default("processing"),
    translatedFileKey: text("translated_file_key"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** 1 for the first upload of a document, then 2, 3...; unique per document. */
    version: integer("version").notNull().default(1),
    /** The uploaded file's (sanitised) name, MIME type and size. */
    fileName: text("file_name"),
    fileType: text("file_type"),
    fileSize: integer("file_size"),
    uploadedBy: integer("uploaded_by").references(() => users.id),
    /** The translator job the upload was made under. */
    jobId: integer("job_id").references(() => translatorJobs.id),
    ...timestamps,
  },
  (table) => [
    index("translations_document_id_idx").on(table.documentId),
    uniqueIndex("translations_document_version_idx").on(table.documentId, table.version),
  ],
);
