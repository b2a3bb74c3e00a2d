import { type SQL, and, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import type { TermListDto, TermListQuery } from "../../shared/schemas/termbase";
import { termKey } from "../../shared/termbase/match-terms";
import type { Executor } from "../db/client";
import { terms } from "../db/schema/termbase";
import { users } from "../db/schema/users";
import { type KeysetSort, planKeysetPage, sortKeyMicros } from "../http/keyset-page";
import { pageTotal } from "../http/page-total";
import { toTermDto, updatedByName } from "./term-dto";

const RECENT: KeysetSort = { name: "terms:recent", key: terms.updatedAt, id: terms.id, direction: "desc" };

/** The filters of the admin list: search in the folded Turkish and the English, and the terms a type uses. */
function termFilters(query: TermListQuery): (SQL | undefined)[] {
  const search = query.search?.trim();
  const folded = search ? termKey(search) : "";
  return [
    isNull(terms.deletedAt),
    search
      ? sql`(strpos(${terms.trKey}, ${folded || search.toLowerCase()}) > 0 or strpos(lower(${terms.en}), ${search.toLowerCase()}) > 0)`
      : undefined,
    query.documentType
      ? sql`(${terms.documentTypes} = '{}'::text[] or ${query.documentType} = any(${terms.documentTypes}))`
      : undefined,
  ];
}

/** GET /api/admin/termbase: one page, recently edited first, with the total of the filtered view. */
export async function listTerms(options: { db: Executor; query: TermListQuery }): Promise<TermListDto> {
  const { db, query } = options;
  const filters = termFilters(query);
  const plan = planKeysetPage({ sort: RECENT, limit: query.limit, cursor: query.cursor });
  const [rows, total] = await Promise.all([
    db
      .select({ ...getTableColumns(terms), updatedByName, sortKey: sortKeyMicros(RECENT) })
      .from(terms)
      .leftJoin(users, eq(users.id, terms.updatedBy))
      .where(and(...filters, plan.where))
      .orderBy(...plan.orderBy)
      .limit(plan.take),
    pageTotal(db, () =>
      db
        .select({ id: terms.id })
        .from(terms)
        .where(and(...filters))
        .$dynamic(),
    ),
  ]);
  const page = plan.finish(rows, (row) => ({ key: row.sortKey, id: row.id }));
  return { ...page, items: page.items.map(toTermDto), ...total };
}
