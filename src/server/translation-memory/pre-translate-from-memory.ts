import { and, asc, eq, sql } from "drizzle-orm";
import type { TranslationDirection } from "../../shared/enums";
import { PLACEABLE_MATCH_FLOOR } from "../../shared/translation-memory/match";
import type { Executor } from "../db/client";
import { documents } from "../db/schema/documents";
import { orderItems } from "../db/schema/pricing-catalog";
import { documentSegments } from "../db/schema/workbench";
import { findMemoryMatches } from "./find-memory-matches";

/**
 * Fills the document's empty draft segments whose best memory match scores at least 95 (the same text, or the
 * same but for numbers, dates and names) with that match's suggestion, marked origin "memory" with its score.
 * Run after segmentation; a segment the translator has touched meanwhile (not empty, or confirmed) is left alone.
 * Returns how many segments were filled.
 */
export async function preTranslateFromMemory(
  db: Executor,
  documentId: number,
  direction: TranslationDirection,
): Promise<number> {
  const [item] = await db
    .select({ documentType: orderItems.documentType })
    .from(documents)
    .leftJoin(orderItems, eq(orderItems.documentId, documents.id))
    .where(eq(documents.id, documentId))
    .limit(1);
  const segments = await db
    .select({ id: documentSegments.id, kind: documentSegments.kind, source: documentSegments.source })
    .from(documentSegments)
    .where(
      and(
        eq(documentSegments.documentId, documentId),
        eq(documentSegments.status, "draft"),
        eq(documentSegments.target, ""),
      ),
    )
    .orderBy(asc(documentSegments.position));
  let filled = 0;
  for (const segment of segments) {
    const [best] = await findMemoryMatches(db, {
      source: segment.source,
      direction,
      documentType: item?.documentType ?? null,
      value: segment.kind === "value" || segment.kind === "cell",
      limit: 1,
    });
    if (!best || best.score < PLACEABLE_MATCH_FLOOR) continue;
    const updated = await db
      .update(documentSegments)
      .set({
        target: best.suggestion,
        origin: "memory",
        matchScore: best.score,
        revision: sql`${documentSegments.revision} + 1`,
        updatedAt: new Date(),
      })
      .where(
        and(eq(documentSegments.id, segment.id), eq(documentSegments.status, "draft"), eq(documentSegments.target, "")),
      )
      .returning({ id: documentSegments.id });
    filled += updated.length;
  }
  return filled;
}
