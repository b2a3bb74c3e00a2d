import { and, count, countDistinct, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import {
  TRANSLATOR_JOB_GROUPS,
  type TranslatorJobList,
  type TranslatorJobsQuery,
  translatorJobTab,
} from "../../shared/schemas/jobs";
import { anyOf } from "../db/any-of";
import type { Executor } from "../db/client";
import { documents, translations } from "../db/schema/documents";
import { orders } from "../db/schema/orders";
import { translatorJobs, translators } from "../db/schema/translators";
import { type KeysetSort, planKeysetPage, sortKeyMicros } from "../http/keyset-page";
import { toJobSummary } from "./job-summary";

const NEWEST: KeysetSort = {
  name: "translator-jobs:newest",
  key: translatorJobs.createdAt,
  id: translatorJobs.id,
  direction: "desc",
};
const NO_JOBS: TranslatorJobList = {
  items: [],
  nextCursor: null,
  prevCursor: null,
  tabCounts: { open: 0, completed: 0, cancelled: 0 },
};

/**
 * GET /api/translator/jobs: one page of the signed-in translator's jobs (not those reassigned away), newest first, of
 * one group (open, completed, cancelled: its statuses) or all, with every group's count from one query grouped by status
 * (indexes translator_jobs_translator_*, migration 0020). Document counts are read for the page's orders only, with one array parameter.
 */
export async function listTranslatorJobs({
  db,
  userId,
  query,
}: {
  db: Executor;
  userId: number;
  query: TranslatorJobsQuery;
}): Promise<TranslatorJobList> {
  const plan = planKeysetPage({ sort: NEWEST, limit: query.limit, cursor: query.cursor });
  // The account's application(s): an approved application is linked to one account.
  const mine = await db
    .select({ id: translators.translatorId })
    .from(translators)
    .where(eq(translators.userId, userId));
  if (mine.length === 0) return NO_JOBS;
  const current = and(
    mine.length === 1
      ? eq(translatorJobs.translatorId, mine[0]!.id)
      : anyOf(
          translatorJobs.translatorId,
          mine.map((row) => row.id),
        ),
    isNull(translatorJobs.endedAt),
  );
  const [rows, counted] = await Promise.all([
    db
      .select({ job: translatorJobs, order: orders, sortKey: sortKeyMicros(NEWEST) })
      .from(translatorJobs)
      .innerJoin(orders, eq(orders.id, translatorJobs.orderId))
      .where(
        and(
          current,
          query.tab ? inArray(translatorJobs.status, [...TRANSLATOR_JOB_GROUPS[query.tab]]) : undefined,
          plan.where,
        ),
      )
      .orderBy(...plan.orderBy)
      .limit(plan.take),
    db
      .select({ status: translatorJobs.status, total: count() })
      .from(translatorJobs)
      .where(current)
      .groupBy(translatorJobs.status),
  ]);
  const page = plan.finish(rows, (row) => ({ key: row.sortKey, id: row.job.id }));
  const tabCounts = { ...NO_JOBS.tabCounts };
  for (const row of counted) tabCounts[translatorJobTab(row.status)] += Number(row.total);

  const orderIds = [...new Set(page.items.map((row) => row.order.id))];
  const counts =
    orderIds.length === 0
      ? []
      : await db
          .select({
            orderId: documents.orderId,
            documentCount: countDistinct(documents.id),
            translatedCount: countDistinct(translations.documentId),
          })
          .from(documents)
          .leftJoin(
            translations,
            and(eq(translations.documentId, documents.id), isNotNull(translations.translatedFileKey)),
          )
          .where(anyOf(documents.orderId, orderIds))
          .groupBy(documents.orderId);
  const byOrder = new Map(counts.map((row) => [row.orderId, row]));
  return {
    ...page,
    tabCounts,
    items: page.items.map(({ job, order }) =>
      toJobSummary(job, order, {
        documentCount: Number(byOrder.get(order.id)?.documentCount ?? 0),
        translatedCount: Number(byOrder.get(order.id)?.translatedCount ?? 0),
      }),
    ),
  };
}
