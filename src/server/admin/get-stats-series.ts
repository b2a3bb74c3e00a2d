import { and, desc, eq, gt, gte, lte, sql } from "drizzle-orm";
import { ORDER_STATUSES } from "../../shared/enums";
import type { StatsBucket, StatsSeries } from "../../shared/schemas/admin-stats";
import { type StatsPeriod, bucketStart, periodBuckets, shiftBucket, utcDay } from "../../shared/stats-periods";
import type { Database } from "../db/client";
import {
  statsDaily,
  statsDailyStatus,
  statsTranslatorJobs,
  statsTurnaround,
  statsTurnaroundMonthly,
} from "../db/schema/stats";
import { translators } from "../db/schema/translators";
import { writeInvalidatedCache } from "../shared-state/write-invalidated-cache";
import { percentage } from "./stats-math";

/** How many translators the open-jobs chart lists. */
const TRANSLATORS_SHOWN = 15;

/**
 * The median turnaround hours of each bucket and of the whole range (bucket null), computed in the database from the
 * histogram rollups with the rule of shared/stats-periods.ts medianOfHistogram: the value at position (n + 1) / 2 and
 * the one at n / 2 + 1 (integer division), averaged. Months read the monthly table; weeks start on Monday.
 */
async function turnaroundMedians(
  db: Database,
  period: StatsPeriod,
  from: string,
  to: string,
): Promise<Map<string | null, number>> {
  const monthly = period === "month";
  const table = monthly ? statsTurnaroundMonthly : statsTurnaround;
  const day = monthly ? statsTurnaroundMonthly.month : statsTurnaround.day;
  const start = period === "week" ? sql`(${day} - (extract(isodow from ${day})::int - 1))` : sql`${day}`;
  const result = (await db.execute(sql`
    with histogram as (
      select ${start} as bucket, ${table.hours} as hours, sum(${table.orders})::int as orders
      from ${table} where ${day} between ${from} and ${to}
      group by grouping sets ((${start}, ${table.hours}), (${table.hours}))
    ), running as (
      select bucket, hours, (sum(orders) over (partition by bucket order by hours))::int as seen, (sum(orders) over (partition by bucket))::int as total
      from histogram where orders > 0
    )
    select to_char(bucket, 'YYYY-MM-DD') as bucket, (min(hours) filter (where seen >= (total + 1) / 2) + min(hours) filter (where seen >= total / 2 + 1)) / 2.0 as median
    from running group by bucket`)) as unknown as { rows: { bucket: string | null; median: string | number }[] };
  return new Map(result.rows.map((row) => [row.bucket, Number(row.median)]));
}

/**
 * The dashboard charts for a period (docs/admin-ui.md, "Charts"), from the rollups only: at most a few hundred day
 * rows are read and summed into buckets here, whatever the number of orders.
 */
export async function getStatsSeries(options: { db: Database; period: StatsPeriod; now?: Date }): Promise<StatsSeries> {
  const { db, period } = options;
  const today = utcDay(options.now ?? new Date());
  const starts = periodBuckets(period, today);
  const from = starts[0]!;
  const to = utcDay(
    new Date(new Date(`${shiftBucket(period, starts[starts.length - 1]!, 1)}T00:00:00Z`).getTime() - 86_400_000),
  );
  const inRange = <T extends typeof statsDaily.day | typeof statsDailyStatus.day>(column: T) =>
    and(gte(column, from), lte(column, to));

  const [dayRows, statusRows, medians, translatorRows] = await Promise.all([
    db.select().from(statsDaily).where(inRange(statsDaily.day)),
    db
      .select({ status: statsDailyStatus.status, orders: sql<number>`sum(${statsDailyStatus.orders})`.mapWith(Number) })
      .from(statsDailyStatus)
      .where(inRange(statsDailyStatus.day))
      .groupBy(statsDailyStatus.status),
    turnaroundMedians(db, period, from, to),
    db
      .select({
        translatorId: statsTranslatorJobs.translatorId,
        name: translators.fullName,
        openJobs: statsTranslatorJobs.openJobs,
      })
      .from(statsTranslatorJobs)
      .innerJoin(translators, eq(translators.translatorId, statsTranslatorJobs.translatorId))
      .where(gt(statsTranslatorJobs.openJobs, 0))
      .orderBy(desc(statsTranslatorJobs.openJobs), translators.fullName)
      .limit(TRANSLATORS_SHOWN),
  ]);

  const buckets = new Map<string, StatsBucket>(
    starts.map((start) => [
      start,
      {
        start,
        grossCents: 0,
        refundsCents: 0,
        netCents: 0,
        ordersPlaced: 0,
        ordersPaid: 0,
        rushOrders: 0,
        rushShare: 0,
        ordersCompleted: 0,
        medianTurnaroundHours: medians.get(start) ?? null,
      },
    ]),
  );
  for (const row of dayRows) {
    const bucket = buckets.get(bucketStart(period, row.day));
    if (!bucket) continue;
    bucket.grossCents += row.chargesCents;
    bucket.refundsCents += row.refundsCents;
    bucket.ordersPlaced += row.ordersPlaced;
    bucket.ordersPaid += row.ordersPaid;
    bucket.rushOrders += row.rushOrdersPlaced;
    bucket.ordersCompleted += row.ordersCompleted;
  }
  const all = [...buckets.values()];
  const placed = all.reduce((total, bucket) => total + bucket.ordersPlaced, 0);
  const rush = all.reduce((total, bucket) => total + bucket.rushOrders, 0);
  return {
    period,
    from,
    to,
    buckets: all.map((bucket) => ({
      ...bucket,
      netCents: bucket.grossCents - bucket.refundsCents,
      rushShare: percentage(bucket.rushOrders, bucket.ordersPlaced),
    })),
    byStatus: ORDER_STATUSES.map((status) => ({
      status,
      orders: statusRows.find((row) => row.status === status)?.orders ?? 0,
    })),
    medianTurnaroundHours: medians.get(null) ?? null,
    rushShare: percentage(rush, placed),
    translators: translatorRows,
  };
}

/**
 * The tables the rollups follow (their triggers, docs/decisions/034-dashboard-rollups.md), the rollups themselves, and
 * the translators' names the open-jobs chart shows.
 */
const SERIES_SOURCES = [
  "orders",
  "payments",
  "refunds",
  "order_status_history",
  "translator_jobs",
  "job_fees",
  "users",
  "translators",
  "stats_daily",
  "stats_daily_status",
  "stats_translator_jobs",
  "stats_turnaround",
  "stats_turnaround_monthly",
];

/**
 * The charts of a period, kept until one of SERIES_SOURCES is written on any instance, or 30 s (which bounds how long
 * a stats_rebuild() run by hand takes to show): every admin's dashboard asks for them, and the month view's medians
 * are the costliest read of the dashboard (docs/performance.md).
 */
const seriesCache = writeInvalidatedCache<StatsSeries>({
  topic: "stats-series",
  tables: SERIES_SOURCES,
  ttlMs: 30_000,
  maxEntries: 16,
});

export async function cachedStatsSeries(options: {
  db: Database;
  period: StatsPeriod;
  now?: Date;
}): Promise<StatsSeries> {
  const now = options.now ?? new Date();
  const key = `${options.period}:${utcDay(now)}`;
  const cached = seriesCache.get(key);
  if (cached) return cached;
  const epoch = seriesCache.epoch();
  const series = await getStatsSeries({ ...options, now });
  seriesCache.set(key, epoch, series);
  return series;
}
