import type { TranslatorJobSummaryDto } from "../../shared/schemas/jobs";
import type { orders } from "../db/schema/orders";
import type { translatorJobs } from "../db/schema/translators";

type JobRow = typeof translatorJobs.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** A job as the translator's list shows it. */
export function toJobSummary(
  job: JobRow,
  order: OrderRow,
  counts: { documentCount: number; translatedCount: number },
): TranslatorJobSummaryDto {
  return {
    id: job.id,
    orderId: order.id,
    status: job.status,
    orderStatus: order.status,
    serviceType: order.serviceType,
    translationDirection: order.translationDirection,
    wordCount: order.wordCount,
    isRush: order.isRush,
    documentCount: counts.documentCount,
    translatedCount: counts.translatedCount,
    dueDate: order.estimatedDeliveryDate?.toISOString() ?? null,
    assignedAt: job.createdAt.toISOString(),
    completedAt: job.completedAt?.toISOString() ?? null,
  };
}
