import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import type { CheckContext, Segment } from "../../shared/translation-checks/types";
import type { Executor } from "../db/client";
import { translations } from "../db/schema/documents";
import { documentSegments } from "../db/schema/workbench";
import { fingerprintOf } from "./check-context";

export type TranslationRow = typeof translations.$inferSelect;

/**
 * What the checks read for a document: the editor's segments once any has a translation (the rendered PDF is made
 * from them), else the newest uploaded translation; null when there is neither. The translation version a report
 * goes with is the document's newest one.
 */
export type CheckTarget =
  | { subject: "segments"; segments: Segment[]; translation: TranslationRow | null; fingerprint: string }
  | { subject: "upload"; translation: TranslationRow; fingerprint: string };

export async function loadCheckTarget(
  db: Executor,
  documentId: number,
  context: CheckContext,
): Promise<CheckTarget | null> {
  const [translation] = await db
    .select()
    .from(translations)
    .where(and(eq(translations.documentId, documentId), isNotNull(translations.translatedFileKey)))
    .orderBy(desc(translations.version), desc(translations.id))
    .limit(1);
  const rows = await db
    .select({
      id: documentSegments.id,
      source: documentSegments.source,
      target: documentSegments.target,
      revision: documentSegments.revision,
    })
    .from(documentSegments)
    .where(eq(documentSegments.documentId, documentId))
    .orderBy(asc(documentSegments.position));
  if (rows.some((row) => row.target.trim() !== "")) {
    const segments = rows.map((row) => ({ id: String(row.id), source: row.source, target: row.target }));
    return {
      subject: "segments",
      segments,
      translation: translation ?? null,
      fingerprint: fingerprintOf(["segments", segments], context),
    };
  }
  if (!translation) return null;
  return { subject: "upload", translation, fingerprint: fingerprintOf(["upload", translation.id], context) };
}
