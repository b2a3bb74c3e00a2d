import { and, asc, eq } from "drizzle-orm";
import type { TranslationDirection } from "../../shared/enums";
import { PLACEABLE_MATCH_FLOOR } from "../../shared/translation-memory/match";
import type { Executor } from "../db/client";
import { documents } from "../db/schema/documents";
import { orderItems } from "../db/schema/pricing-catalog";
import { documentSegments } from "../db/schema/workbench";
import { fillDraftSegments, type DraftFill } from "./fill-draft-segments";
import { findMemoryMatches } from "./find-memory-matches";

/** Segments written per UPDATE (three array parameters whatever the count). */
const FILL_BATCH = 1_000;

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
  const fills: DraftFill[] = [];
  for (const segment of segments) {
    const [best] = await findMemoryMatches(db, {
      source: segment.source,
      direction,
      documentType: item?.documentType ?? null,
      value: segment.kind === "value" || segment.kind === "cell",
      limit: 1,
    });
    if (best && best.score >= PLACEABLE_MATCH_FLOOR)
      fills.push({ id: segment.id, target: best.suggestion, matchScore: best.score });
  }
  let filled = 0;
  for (let start = 0; start < fills.length; start += FILL_BATCH)
    filled += await fillDraftSegments(db, fills.slice(start, start + FILL_BATCH), "memory");
  return filled;
}
