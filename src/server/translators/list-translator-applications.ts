import { and, count, inArray } from "drizzle-orm";
import type { TranslatorApplicationList, TranslatorApplicationsQuery } from "../../shared/schemas/translators";
import { TRANSLATOR_TABS, translatorTab } from "../../shared/translator-status";
import type { Database } from "../db/client";
import { translators } from "../db/schema/translators";
import { type KeysetSort, planKeysetPage, sortKeyMicros } from "../http/keyset-page";
import { toTranslatorDto } from "./to-translator-dto";

const NEWEST: KeysetSort = {
  name: "translator-applications:newest",
  key: translators.createdAt,
  id: translators.translatorId,
  direction: "desc",
};

/**
 * GET /api/admin/translators: one page of applications, newest first, of one tab (its statuses, a fixed list) or all of
 * them (indexes translators_status_created_at_id_idx and translators_created_at_id_idx), with every tab's count from one
 * query grouped by status.
 */
export async function listTranslatorApplications(
  db: Database,
  query: TranslatorApplicationsQuery,
): Promise<TranslatorApplicationList> {
  const plan = planKeysetPage({ sort: NEWEST, limit: query.limit, cursor: query.cursor });
  const filter = query.tab ? inArray(translators.status, [...TRANSLATOR_TABS[query.tab]]) : undefined;
  const [rows, counted] = await Promise.all([
    db
      .select({ application: translators, sortKey: sortKeyMicros(NEWEST) })
      .from(translators)
      .where(and(filter, plan.where))
      .orderBy(...plan.orderBy)
      .limit(plan.take),
    db.select({ status: translators.status, total: count() }).from(translators).groupBy(translators.status),
  ]);
  const page = plan.finish(rows, (row) => ({ key: row.sortKey, id: row.application.translatorId }));
  const tabCounts = { pending: 0, approved: 0, rejected: 0 };
  for (const row of counted) tabCounts[translatorTab(row.status)] += Number(row.total);
  return { ...page, items: page.items.map((row) => toTranslatorDto(row.application)), tabCounts };
}
