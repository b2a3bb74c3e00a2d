import { and, isNull, sql } from "drizzle-orm";
import type { DocumentTypeId } from "../../shared/catalog";
import type { TermEntry } from "../../shared/translation-checks/types";
import type { Executor } from "../db/client";
import { terms } from "../db/schema/termbase";

/** The live terms that hold for a document type (its own and those for every type); all of them without one. */
export async function loadTerms(db: Executor, documentType?: DocumentTypeId | null) {
  return db
    .select({ id: terms.id, tr: terms.tr, en: terms.en, forbidden: terms.forbidden, note: terms.note })
    .from(terms)
    .where(
      and(
        isNull(terms.deletedAt),
        documentType
          ? sql`(${terms.documentTypes} = '{}'::text[] or ${documentType} = any(${terms.documentTypes}))`
          : undefined,
      ),
    )
    .orderBy(terms.id);
}

/** The checks' input (src/shared/translation-checks, TermEntry): approved pairs and forbidden variants. */
export async function loadTermEntries(db: Executor, documentType?: DocumentTypeId | null): Promise<TermEntry[]> {
  const rows = await loadTerms(db, documentType);
  return rows.map(({ tr, en, forbidden }) => ({ tr, en, forbidden }));
}
