import { and, asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { JobDocumentDto, TranslationVersionDto } from "../../shared/schemas/jobs";
import type { Executor } from "../db/client";
import { documents, translations } from "../db/schema/documents";
import { loadDocumentNames } from "../deliverable/document-names";

export type TranslationRow = typeof translations.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;

/** The order's documents (upload order) and every translated file of them, newest version first. */
export async function loadOrderTranslations(db: Executor, orderId: number) {
  const documentRows = await db
    .select()
    .from(documents)
    .where(eq(documents.orderId, orderId))
    .orderBy(asc(documents.id));
  const ids = documentRows.map((doc) => doc.id);
  const translationRows = ids.length
    ? await db
        .select()
        .from(translations)
        .where(and(inArray(translations.documentId, ids), isNotNull(translations.translatedFileKey)))
        .orderBy(desc(translations.version), desc(translations.id))
    : [];
  return { documents: documentRows, translations: translationRows };
}

/** documentId → the newest translation with a file: the current one. */
export function currentByDocument(translationRows: TranslationRow[]): Map<number, TranslationRow> {
  const current = new Map<number, TranslationRow>();
  for (const row of translationRows) if (!current.has(row.documentId)) current.set(row.documentId, row);
  return current;
}

export function toTranslationVersionDto(row: TranslationRow): TranslationVersionDto {
  return {
    id: row.id,
    version: row.version,
    fileName: row.fileName,
    fileType: row.fileType,
    fileSize: row.fileSize,
    uploadedAt: (row.completedAt ?? row.createdAt).toISOString(),
  };
}

/** The documents as the job screens show them (named in English, as on the certificate), each with its versions. */
export async function loadJobDocuments(db: Executor, orderId: number): Promise<JobDocumentDto[]> {
  const [loaded, names] = await Promise.all([loadOrderTranslations(db, orderId), loadDocumentNames(db, orderId, "en")]);
  return loaded.documents.map((doc) => {
    const versions = loaded.translations.filter((row) => row.documentId === doc.id).map(toTranslationVersionDto);
    return {
      id: doc.id,
      title: names.titleOf(doc.id),
      originalFilename: doc.originalFilename,
      fileType: doc.fileType,
      fileSize: doc.fileSize,
      wordCount: doc.wordCount,
      current: versions[0] ?? null,
      versions,
    };
  });
}
