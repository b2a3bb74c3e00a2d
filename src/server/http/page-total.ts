import { type SQLWrapper, type Subquery, count, sql } from "drizzle-orm";
import { EXACT_TOTAL_MAX, type PageTotal } from "../../shared/schemas/pagination";
import type { Executor } from "../db/client";

/** A select of the view's rows (no order, no limit) that can be limited and used as a subquery. */
type CountableRows = SQLWrapper & { limit(limit: number): { as(alias: string): Subquery } };

/**
 * The total a paged screen shows (docs/decisions/027-every-growing-list-paged.md): counted exactly up to
 * EXACT_TOTAL_MAX rows (the count stops reading there); past that, the planner's row estimate for the same query,
 * which costs no scan at all. `rows` builds the query afresh each time (a dynamic select's limit changes it in place).
 */
export async function pageTotal(db: Executor, rows: () => CountableRows): Promise<PageTotal> {
  const capped = rows()
    .limit(EXACT_TOTAL_MAX + 1)
    .as("counted_rows");
  const [counted] = await db.select({ total: count() }).from(capped);
  const total = Number(counted?.total ?? 0);
  if (total <= EXACT_TOTAL_MAX) return { total, totalEstimated: false };
  return { total: Math.max(total, await plannedRows(db, rows())), totalEstimated: true };
}

/** The planner's estimate of how many rows `query` returns (EXPLAIN, which reads no rows). */
export async function plannedRows(db: Executor, query: SQLWrapper): Promise<number> {
  const explained = (await db.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: Array<Record<string, unknown>>;
  };
  return planRows(explained.rows[0]);
}

/** "Plan Rows" of the top node of EXPLAIN (FORMAT JSON), which drivers hand over parsed or as text. */
function planRows(row: Record<string, unknown> | undefined): number {
  const raw = row?.["QUERY PLAN"];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as
    Array<{ Plan?: { "Plan Rows"?: number } }> | undefined;
  const estimate = Number(plan?.[0]?.Plan?.["Plan Rows"] ?? 0);
  return Number.isFinite(estimate) ? Math.round(estimate) : 0;
}
