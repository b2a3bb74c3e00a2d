import { and, eq, ne } from "drizzle-orm";
import type { Executor } from "../db/client";
import { documents } from "../db/schema/documents";
import { orders } from "../db/schema/orders";
import { orderItems } from "../db/schema/pricing-catalog";
import { translatorJobs, translators } from "../db/schema/translators";
import { documentSegments } from "../db/schema/workbench";
import { saveMemoryUnits } from "./save-memory-units";

/**
 * When an order is completed (orders/complete-order.ts, the one path to "completed"), every confirmed segment of
 * its documents goes into the memory with its direction, the document type of the order item the document is
 * attached to, the translator who confirmed it and the date. Idempotent: a pair already stored is only touched
 * (updated_at), so completing twice, or re-delivering, adds nothing.
 */
export async function addDeliveredSegmentsToMemory(
  tx: Executor,
  options: { orderId: number },
): Promise<{ inserted: number; duplicates: number }> {
  const rows = await tx
    .select({
      segmentId: documentSegments.id,
      kind: documentSegments.kind,
      source: documentSegments.source,
      target: documentSegments.target,
      confirmedAt: documentSegments.confirmedAt,
      direction: orders.translationDirection,
      documentType: orderItems.documentType,
      translatorId: translatorJobs.translatorId,
      translatorName: translators.fullName,
    })
    .from(documentSegments)
    .innerJoin(documents, eq(documents.id, documentSegments.documentId))
    .innerJoin(orders, eq(orders.id, documents.orderId))
    .leftJoin(orderItems, eq(orderItems.documentId, documents.id))
    .leftJoin(translatorJobs, eq(translatorJobs.id, documentSegments.jobId))
    .leftJoin(translators, eq(translators.translatorId, translatorJobs.translatorId))
    .where(
      and(
        eq(documents.orderId, options.orderId),
        eq(documentSegments.status, "confirmed"),
        ne(documentSegments.target, ""),
      ),
    )
    .orderBy(documentSegments.documentId, documentSegments.position);
  return saveMemoryUnits(
    tx,
    rows
      .filter((row) => row.source.trim() && row.target.trim())
      .map((row) => ({
        direction: row.direction,
        source: row.source.trim(),
        target: row.target.trim(),
        value: row.kind === "value" || row.kind === "cell",
        documentType: row.documentType,
        translatorId: row.translatorId,
        translatorName: row.translatorName,
        origin: "job" as const,
        orderId: options.orderId,
        segmentId: row.segmentId,
        createdAt: row.confirmedAt ?? undefined,
      })),
  );
}
