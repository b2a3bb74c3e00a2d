import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { documents, translations } from "./documents";
import { orders } from "./orders";
import { translators } from "./translators";
import { users } from "./users";

/**
 * Certificates of Translation Accuracy: one per document, for the translation version it certifies (a PDF in
 * storage). Generated when an admin completes a certified or premium order. The stored PDF is the one served on
 * every download, so `pdfSha256` (taken of those exact bytes) lets anyone check a copy on the public verify page.
 * Rows issued before online verification (docs/decisions/009-verifiable-certificates.md) have no number, code or hashes and cannot be verified online.
 */
export const certificates = pgTable(
  "certificates",
  {
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
    /** Printed on the certificate, e.g. "BT-2026-000042". */
    certificateNumber: text("certificate_number"),
    /** Unguessable code of the public page /verify/<code> (16 Crockford base32 characters). */
    verificationCode: text("verification_code"),
    /** Hex SHA-256 of the certificate PDF as stored and downloaded, and of the translated file it certifies. */
    pdfSha256: text("pdf_sha256"),
    translationSha256: text("translation_sha256"),
    notarized: boolean("notarized").notNull().default(false),
    /**
     * Pages of the certified translation, counted when issued (null when its format does not say); for a certified
     * PDF (`combined`), the pages of that whole PDF, as its footers number them.
     */
    pageCount: integer("page_count"),
    /**
     * True when `storageKey` holds the document's certified PDF (translation, certificate, optional source copy,
     * every page footed): `pdfSha256` is then that PDF's. False: the certificate alone, the translation a file beside it.
     */
    combined: boolean("combined").notNull().default(false),
    /** What the document is, as printed and as its files are named: "Birth Certificate — Ayşe Yılmaz". */
    documentTitle: text("document_title"),
    /** Why the translation could not be put into the certified PDF (e.g. a DOCX with no LibreOffice), for the admin. */
    separateReason: text("separate_reason"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revocationReason: text("revocation_reason"),
    revokedBy: integer("revoked_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("certificates_order_id_idx").on(table.orderId),
    uniqueIndex("certificates_translation_id_idx").on(table.translationId),
    uniqueIndex("certificates_verification_code_idx").on(table.verificationCode),
    uniqueIndex("certificates_certificate_number_idx").on(table.certificateNumber),
  ],
);

/**
 * A translator's signature for certificates: an image (drawn on the pad, or uploaded) kept privately in storage,
 * or a typed name printed in a script font. One per translator; replacing it deletes the old image.
 */
export const translatorSignatures = pgTable("translator_signatures", {
  translatorId: integer("translator_id")
    .primaryKey()
    .references(() => translators.translatorId, { onDelete: "cascade" }),
  kind: text("kind", { enum: ["drawn", "uploaded", "typed"] }).notNull(),
  /** The PNG or JPEG in storage ("signatures/..."); null for a typed signature. */
  storageKey: text("storage_key"),
  contentType: text("content_type"),
  typedName: text("typed_name"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
