import { and, desc, eq, gt, gte, lte, sql } from "drizzle-orm";
import { ORDER_STATUSES } from "../../shared/enums";
import type { StatsBucket, StatsSeries } from "../../shared/schemas/admin-stats";
import { type StatsPeriod, bucketStart, medianOfHistogram, periodBuckets, shiftBucket, utcDay } from "../../shared/stats-periods";
import type { Database } from "../db/client";
import { statsDaily, statsDailyStatus, statsTranslatorJobs, statsTurnaround } from "../db/schema/stats";
import { translators } from "../db/schema/translators";
import { percentage } from "./stats-math";

/** How many translators the open-jobs chart lists. */
const TRANSLATORS_SHOWN = 15;

/**
 * The dashboard charts for a period (docs/admin-ui.md, "Charts"), from the rollups only: at most a few hundred day
 * rows are read and summed into buckets here, whatever the number of orders.
 */
export async function getStatsSeries(options: { db: Database; period: StatsPeriod; now?: Date }): Promise<StatsSeries> {
  const { db, period } = options;
  const today = utcDay(options.now ?? new Date());
  const starts = periodBuckets(period, today);
  const from = starts[0]!;
  const to = utcDay(new Date(new Date(`${shiftBucket(period, starts[starts.length - 1]!, 1)}T00:00:00Z`).getTime() - 86_400_000));
  const inRange = <T extends typeof statsDaily.day | typeof statsDailyStatus.day | typeof statsTurnaround.day>(column: T) => and(gte(column, from), lte(column, to));

  const [dayRows, statusRows, turnaroundRows, translatorRows] = await Promise.all([
    db.select().from(statsDaily).where(inRange(statsDaily.day)),
    db
      .select({ status: statsDailyStatus.status, orders: sql<number>`sum(${statsDailyStatus.orders})`.mapWith(Number) })
      .from(statsDailyStatus)
      .where(inRange(statsDailyStatus.day))
      .groupBy(statsDailyStatus.status),
    db.select().from(statsTurnaround).where(inRange(statsTurnaround.day)),
    db
      .select({ translatorId: statsTranslatorJobs.translatorId, name: translators.fullName, openJobs: statsTranslatorJobs.openJobs })
      .from(statsTranslatorJobs)
      .innerJoin(translators, eq(translators.translatorId, statsTranslatorJobs.translatorId))
      .where(gt(statsTranslatorJobs.openJobs, 0))
      .orderBy(desc(statsTranslatorJobs.openJobs), translators.fullName)
      .limit(TRANSLATORS_SHOWN),
  ]);

  const buckets = new Map<string, StatsBucket & { turnaround: { value: number; count: number }[] }>(
    starts.map((start) => [
      start,
      { start, grossCents: 0, refundsCents: 0, netCents: 0, ordersPlaced: 0, ordersPaid: 0, rushOrders: 0, rushShare: 0, ordersCompleted: 0, medianTurnaroundHours: null, turnaround: [] },
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
  for (const row of turnaroundRows) buckets.get(bucketStart(period, row.day))?.turnaround.push({ value: row.hours, count: row.orders });

  const all = [...buckets.values()];
  const placed = all.reduce((total, bucket) => total + bucket.ordersPlaced, 0);
  const rush = all.reduce((total, bucket) => total + bucket.rushOrders, 0);
  return {
    period,
    from,
    to,
    buckets: all.map(({ turnaround, ...bucket }) => ({
      ...bucket,
      netCents: bucket.grossCents - bucket.refundsCents,
      rushShare: percentage(bucket.rushOrders, bucket.ordersPlaced),
      medianTurnaroundHours: medianOfHistogram(turnaround),
    })),
    byStatus: ORDER_STATUSES.map((status) => ({ status, orders: statusRows.find((row) => row.status === status)?.orders ?? 0 })),
    medianTurnaroundHours: medianOfHistogram(turnaroundRows.map((row) => ({ value: row.hours, count: row.orders }))),
    rushShare: percentage(rush, placed),
    translators: translatorRows,
  };
}
