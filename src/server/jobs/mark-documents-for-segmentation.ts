import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { documents } from "../db/schema/documents";
import { documentSegmentations } from "../db/schema/workbench";

/**
 * An order's documents wait for their segments once a job is the order's active one (docs/workbench.md, "The job"):
 * a "pending" row per document without one, in the assignment's transaction, so a committed assignment always has
 * them and a rolled-back one never does. The document.segment job (sent after the commit, and by the sweep) reads
 * them. A document already segmented keeps its segments: a reassigned job continues the previous translator's work.
 */
export async function markDocumentsForSegmentation(tx: Executor, orderId: number): Promise<number[]> {
  const rows = await tx
    .insert(documentSegmentations)
    .select(
      tx
        .select({
          documentId: documents.id,
          status: sql<"pending">`'pending'`.as("status"),
          textSource: sql<null>`null`.as("text_source"),
          pageCount: sql<null>`null`.as("page_count"),
          error: sql<null>`null`.as("error"),
          attempts: sql<number>`0`.as("attempts"),
          pretranslatedAt: sql<null>`null`.as("pretranslated_at"),
          createdAt: sql<Date>`now()`.as("created_at"),
          updatedAt: sql<Date>`now()`.as("updated_at"),
        })
        .from(documents)
        .where(eq(documents.orderId, orderId)),
    )
    .onConflictDoNothing()
    .returning({ documentId: documentSegmentations.documentId });
  return rows.map((row) => row.documentId);
}
