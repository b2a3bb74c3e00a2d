import { type SQL, and, eq, like } from "drizzle-orm";
import { normalizeForSearch } from "../../shared/search-text";
import type { MemoryPage, MemoryQuery, MemoryUnitDto } from "../../shared/schemas/translation-memory";
import type { Executor } from "../db/client";
import { tmUnits } from "../db/schema/translation-memory";
import { type KeysetSort, planKeysetPage, sortKeyMicros } from "../http/keyset-page";
import { pageTotal } from "../http/page-total";

const RECENT: KeysetSort = { name: "memory:recent", key: tmUnits.updatedAt, id: tmUnits.id, direction: "desc" };

/**
 * GET /api/admin/memory: one page of units, most recently used first (tm_units_updated_at_id_idx, or the
 * direction's index), searched in source and target the Turkish way (search_text and its trigram index).
 */
export async function listMemoryPage(db: Executor, query: MemoryQuery): Promise<MemoryPage> {
  const plan = planKeysetPage({ sort: RECENT, limit: query.limit, cursor: query.cursor });
  const search = query.search ? `%${normalizeForSearch(query.search).replace(/[\\%_]/gu, "\\$&")}%` : undefined;
  const filters: (SQL | undefined)[] = [
    query.direction ? eq(tmUnits.direction, query.direction) : undefined,
    search ? like(tmUnits.searchText, search) : undefined,
  ];
  const [rows, total] = await Promise.all([
    db
      .select({ unit: tmUnits, sortKey: sortKeyMicros(RECENT) })
      .from(tmUnits)
      .where(and(...filters, plan.where))
      .orderBy(...plan.orderBy)
      .limit(plan.take),
    pageTotal(db, () =>
      db
        .select({ id: tmUnits.id })
        .from(tmUnits)
        .where(and(...filters))
        .$dynamic(),
    ),
  ]);
  const page = plan.finish(rows, (row) => ({ key: row.sortKey, id: row.unit.id }));
  return { ...page, ...total, items: page.items.map((row) => toMemoryUnit(row.unit)) };
}

export function toMemoryUnit(row: typeof tmUnits.$inferSelect): MemoryUnitDto {
  return {
    id: row.id,
    direction: row.direction,
    source: row.source,
    target: row.target,
    documentType: row.documentType,
    translatorName: row.translatorName,
    origin: row.origin,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
