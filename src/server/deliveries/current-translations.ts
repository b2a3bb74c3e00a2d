import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import type { Executor } from "../db/client";
import { documents, translations } from "../db/schema/documents";

export type TranslationRow = typeof translations.$inferSelect;
export type CurrentTranslation = { translation: TranslationRow; document: typeof documents.$inferSelect };

/**
 * The delivered translation of each of the order's documents: the highest version that has a file (the
 * workspace keeps every version; only the newest is handed to the customer). In document order.
 */
export async function currentTranslations(db: Executor, orderId: number): Promise<CurrentTranslation[]> {
  const rows = await db
    .select({ translation: translations, document: documents })
    .from(translations)
    .innerJoin(documents, eq(documents.id, translations.documentId))
    .where(and(eq(documents.orderId, orderId), isNotNull(translations.translatedFileKey)))
    .orderBy(asc(documents.createdAt), asc(documents.id), desc(translations.version), desc(translations.id));
  const seen = new Set<number>();
  return rows.filter(({ document }) => !seen.has(document.id) && seen.add(document.id));
}
