import { and, isNotNull, sql } from "drizzle-orm";
import type { CostByPeriodDto } from "../../shared/schemas/translator-pay";
import type { Executor } from "../db/client";
import { jobFees } from "../db/schema/translator-pay";
import { startOfMonthUtc } from "../admin/stats-math";

/**
 * GET /api/admin/payouts/cost: the translators' fees earned in the dashboard's periods (the same three as the revenue
 * of GET /api/admin/stats, stats-math.ts moneyByPeriod), by when they were earned (the order completed). One query.
 */
export async function costByPeriod({ db, now = new Date() }: { db: Executor; now?: Date }): Promise<CostByPeriodDto> {
  const monthStart = startOfMonthUtc(now).toISOString();
  const last30 = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const [row] = await db
    .select({
      monthCents: sql<string>`coalesce(sum(${jobFees.feeCents}) filter (where ${jobFees.earnedAt} >= ${monthStart}), 0)`,
      monthJobs: sql<string>`count(*) filter (where ${jobFees.earnedAt} >= ${monthStart})`,
      last30Cents: sql<string>`coalesce(sum(${jobFees.feeCents}) filter (where ${jobFees.earnedAt} >= ${last30}), 0)`,
      last30Jobs: sql<string>`count(*) filter (where ${jobFees.earnedAt} >= ${last30})`,
      allCents: sql<string>`coalesce(sum(${jobFees.feeCents}), 0)`,
      allJobs: sql<string>`count(*)`,
    })
    .from(jobFees)
    .where(and(isNotNull(jobFees.earnedAt)));
  return {
    periods: [
      { key: "this_month", label: "This month", costCents: Number(row?.monthCents ?? 0), jobs: Number(row?.monthJobs ?? 0) },
      { key: "last_30_days", label: "Last 30 days", costCents: Number(row?.last30Cents ?? 0), jobs: Number(row?.last30Jobs ?? 0) },
      { key: "all_time", label: "All time", costCents: Number(row?.allCents ?? 0), jobs: Number(row?.allJobs ?? 0) },
    ],
  };
}

/**
 * Fees earned per UTC day in [from, to), for the dashboard's daily rollups (issue 26): join on the rollup's day
 * (`(earned_at at time zone 'UTC')::date`) to put cost and margin beside revenue.
 */
export async function costByDay(db: Executor, range: { from: Date; to: Date }): Promise<{ day: string; costCents: number; jobs: number }[]> {
  const rows = await db
    .select({
      day: sql<string>`to_char(${jobFees.earnedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      costCents: sql<string>`sum(${jobFees.feeCents})`,
      jobs: sql<string>`count(*)`,
    })
    .from(jobFees)
    .where(sql`${jobFees.earnedAt} >= ${range.from.toISOString()} and ${jobFees.earnedAt} < ${range.to.toISOString()}`)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((row) => ({ day: row.day, costCents: Number(row.costCents), jobs: Number(row.jobs) }));
}
