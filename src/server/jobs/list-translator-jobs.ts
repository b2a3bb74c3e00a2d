import { and, countDistinct, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { TranslatorJobSummaryDto } from "../../shared/schemas/jobs";
import type { Executor } from "../db/client";
import { documents, translations } from "../db/schema/documents";
import { orders } from "../db/schema/orders";
import { translatorJobs, translators } from "../db/schema/translators";
import { toJobSummary } from "./job-summary";

/** GET /api/translator/jobs: the signed-in translator's jobs (not those reassigned away), newest first. */
export async function listTranslatorJobs({ db, userId }: { db: Executor; userId: number }): Promise<TranslatorJobSummaryDto[]> {
  const rows = await db
    .select({ job: translatorJobs, order: orders })
    .from(translatorJobs)
    .innerJoin(translators, eq(translators.translatorId, translatorJobs.translatorId))
    .innerJoin(orders, eq(orders.id, translatorJobs.orderId))
    .where(and(eq(translators.userId, userId), isNull(translatorJobs.endedAt)))
    .orderBy(desc(translatorJobs.createdAt), desc(translatorJobs.id));
  if (rows.length === 0) return [];

  const orderIds = [...new Set(rows.map((row) => row.order.id))];
  const counts = await db
    .select({
      orderId: documents.orderId,
      documentCount: countDistinct(documents.id),
      translatedCount: countDistinct(translations.documentId),
    })
    .from(documents)
    .leftJoin(translations, and(eq(translations.documentId, documents.id), isNotNull(translations.translatedFileKey)))
    .where(inArray(documents.orderId, orderIds))
    .groupBy(documents.orderId);
  const byOrder = new Map(counts.map((row) => [row.orderId, row]));
  return rows.map(({ job, order }) =>
    toJobSummary(job, order, {
      documentCount: Number(byOrder.get(order.id)?.documentCount ?? 0),
      translatedCount: Number(byOrder.get(order.id)?.translatedCount ?? 0),
    }),
  );
}
