import type { CostByPeriodDto } from "../../shared/schemas/translator-pay";
import { dashboardPeriodStarts } from "../../shared/stats-periods";
import { sumFrom } from "../admin/get-admin-stats";
import type { Executor } from "../db/client";
import { statsDaily } from "../db/schema/stats";

/**
 * GET /api/admin/payouts/cost: the translators' fees earned in the dashboard's periods, by the day they were earned
 * (the order completed), from the same rollup rows and period bounds as the revenue of GET /api/admin/stats, so a
 * period's margin is revenue and cost of the same days (migration 0029, docs/decisions/034-dashboard-rollups.md).
 */
export async function costByPeriod({ db, now = new Date() }: { db: Executor; now?: Date }): Promise<CostByPeriodDto> {
  const { thisMonth, last30Days } = dashboardPeriodStarts(now);
  const [row] = await db
    .select({
      monthCents: sumFrom(statsDaily.feesCents, thisMonth),
      monthJobs: sumFrom(statsDaily.feesCount, thisMonth),
      last30Cents: sumFrom(statsDaily.feesCents, last30Days),
      last30Jobs: sumFrom(statsDaily.feesCount, last30Days),
      allCents: sumFrom(statsDaily.feesCents),
      allJobs: sumFrom(statsDaily.feesCount),
    })
    .from(statsDaily);
  return {
    periods: [
      { key: "this_month", label: "This month", costCents: row?.monthCents ?? 0, jobs: row?.monthJobs ?? 0 },
      { key: "last_30_days", label: "Last 30 days", costCents: row?.last30Cents ?? 0, jobs: row?.last30Jobs ?? 0 },
      { key: "all_time", label: "All time", costCents: row?.allCents ?? 0, jobs: row?.allJobs ?? 0 },
    ],
  };
}
