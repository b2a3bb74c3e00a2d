import { asc, eq, sql } from "drizzle-orm";
import type { AdminWorkbenchDto } from "../../shared/schemas/workbench";
import type { Executor } from "../db/client";
import { documents } from "../db/schema/documents";
import { orders } from "../db/schema/orders";
import { documentSegmentations, documentSegments } from "../db/schema/workbench";
import { notFound } from "../http/app-error";
import { loadDocumentNames } from "../deliverable/document-names";

/**
 * GET /api/admin/orders/:orderId/workbench: per document, segments done and how much came from the memory and from
 * machine translation (issue 39, item 8). One grouped query over the order's documents.
 */
export async function adminWorkbenchStats(options: { db: Executor; orderId: number }): Promise<AdminWorkbenchDto> {
  const { db, orderId } = options;
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound("ORDER_NOT_FOUND");
  const names = await loadDocumentNames(db, orderId, "en");
  const rows = await db
    .select({
      documentId: documents.id,
      fileName: documents.originalFilename,
      status: documentSegmentations.status,
      error: documentSegmentations.error,
      total: sql<number>`count(${documentSegments.id})::int`,
      confirmed: sql<number>`count(${documentSegments.id}) filter (where ${documentSegments.status} = 'confirmed')::int`,
      fromMemory: sql<number>`count(${documentSegments.id}) filter (where ${documentSegments.origin} = 'memory')::int`,
      machine: sql<number>`count(${documentSegments.id}) filter (where ${documentSegments.origin} = 'mt')::int`,
    })
    .from(documents)
    .leftJoin(documentSegmentations, eq(documentSegmentations.documentId, documents.id))
    .leftJoin(documentSegments, eq(documentSegments.documentId, documents.id))
    .where(eq(documents.orderId, orderId))
    .groupBy(documents.id, documentSegmentations.documentId)
    .orderBy(asc(documents.id));
  return {
    orderId,
    documents: rows.map((row) => ({
      ...row,
      title: names.titleOf(row.documentId),
      status: row.status ?? null,
      error: row.error ?? null,
      leveragePercent: row.total > 0 ? Math.round((row.fromMemory / row.total) * 100) : 0,
    })),
  };
}
