import { count, inArray, sql } from "drizzle-orm";
import type { OrderStatus } from "../../shared/enums";
import { centsToDollars } from "../../shared/money";
import { margin } from "../../shared/translator-pay/fee";
import type { AdminStats } from "../../shared/schemas/admin";
import { dashboardPeriodStarts } from "../../shared/stats-periods";
import type { Database } from "../db/client";
import { statsDaily, statsDailyStatus } from "../db/schema/stats";
import { translators } from "../db/schema/translators";
import { averageOrderValueCents, percentage } from "./stats-math";

/** Translator statuses still waiting for an admin decision (the Pending tab of the applications screen). */
const AWAITING_DECISION = ["Pending", "Email Verified", "ID Verified"] as const;

/** A rollup column's sum over all days, or over the days from `from` on (the dashboard's periods). */
export const sumFrom = (column: unknown, from?: string) =>
  (from === undefined
    ? sql<number>`coalesce(sum(${column}), 0)`
    : sql<number>`coalesce(sum(${column}) filter (where ${statsDaily.day} >= ${from}), 0)`
  ).mapWith(Number);

/**
 * The admin dashboard figures, read from the rollups (migration 0021, docs/decisions/034-dashboard-rollups.md): a
 * few thousand day rows whatever the number of orders. Periods are UTC days: this month from the 1st, the last 30
 * days are today and the 29 before it. Each period's money carries the translators' cost and the margin of the same
 * days (docs/translators.md, "Margin").
 */
export async function getAdminStats(options: { db: Database; now?: Date }): Promise<AdminStats> {
  const { db } = options;
  const now = options.now ?? new Date();
  const { thisMonth: monthStart, last30Days: last30 } = dashboardPeriodStarts(now);

  const [statusRows, [days], [applications]] = await Promise.all([
    db
      .select({ status: statsDailyStatus.status, orders: sql<number>`sum(${statsDailyStatus.orders})`.mapWith(Number) })
      .from(statsDailyStatus)
      .groupBy(statsDailyStatus.status),
    db
      .select({
        grossCents: sumFrom(statsDaily.chargesCents),
        refundsCents: sumFrom(statsDaily.refundsCents),
        paidOrders: sumFrom(statsDaily.ordersPaid),
        monthGrossCents: sumFrom(statsDaily.chargesCents, monthStart),
        monthRefundsCents: sumFrom(statsDaily.refundsCents, monthStart),
        monthPaidOrders: sumFrom(statsDaily.ordersPaid, monthStart),
        last30GrossCents: sumFrom(statsDaily.chargesCents, last30),
        last30RefundsCents: sumFrom(statsDaily.refundsCents, last30),
        last30PaidOrders: sumFrom(statsDaily.ordersPaid, last30),
        // Translators' fees by the day they were earned (the order completed): the cost of the same days (migration 0029).
        feesCents: sumFrom(statsDaily.feesCents),
        feeJobs: sumFrom(statsDaily.feesCount),
        monthFeesCents: sumFrom(statsDaily.feesCents, monthStart),
        monthFeeJobs: sumFrom(statsDaily.feesCount, monthStart),
        last30FeesCents: sumFrom(statsDaily.feesCents, last30),
        last30FeeJobs: sumFrom(statsDaily.feesCount, last30),
        customers: sumFrom(statsDaily.customersJoined),
        newThisMonth: sumFrom(statsDaily.customersJoined, monthStart),
        returning: sumFrom(statsDaily.customersReturning),
      })
      .from(statsDaily),
    db
      .select({ count: count() })
      .from(translators)
      .where(inArray(translators.status, [...AWAITING_DECISION])),
  ]);

  const d = days!;
  const byStatus = (status: OrderStatus) => statusRows.find((row) => row.status === status)?.orders ?? 0;
  const totalOrders = statusRows.reduce((total, row) => total + row.orders, 0);
  const completedOrders = byStatus("completed");
  type Sums = { grossCents: number; refundsCents: number; paidOrders: number; feesCents: number; feeJobs: number };
  const money = (key: AdminStats["money"][number]["key"], label: string, sums: Sums) => {
    const { marginCents, marginPercent } = margin(sums.grossCents - sums.refundsCents, sums.feesCents);
    return {
      key,
      label,
      grossCents: sums.grossCents,
      refundsCents: sums.refundsCents,
      netCents: sums.grossCents - sums.refundsCents,
      paidOrders: sums.paidOrders,
      costCents: sums.feesCents,
      feeJobs: sums.feeJobs,
      marginCents,
      marginPercent,
    };
  };
  // Total Revenue is what the agency kept: gross minus every refund, partial ones included.
  const netCents = d.grossCents - d.refundsCents;
  const averageCents = averageOrderValueCents(netCents, d.paidOrders);

  return {
    totalOrders,
    pendingOrders: byStatus("pending"),
    processingOrders: byStatus("processing"),
    completedOrders,
    cancelledOrders: byStatus("cancelled"),
    revenue: {
      total: centsToDollars(netCents),
      averageOrderValue: centsToDollars(averageCents),
      totalCents: netCents,
      averageOrderValueCents: averageCents,
      completedCount: completedOrders,
      completionRate: percentage(completedOrders, totalOrders),
    },
    customers: {
      total: d.customers,
      newThisMonth: d.newThisMonth,
      returning: d.returning,
      returningRate: percentage(d.returning, d.customers),
    },
    pendingApplications: applications!.count,
    money: [
      money("this_month", "This month", {
        grossCents: d.monthGrossCents,
        refundsCents: d.monthRefundsCents,
        paidOrders: d.monthPaidOrders,
        feesCents: d.monthFeesCents,
        feeJobs: d.monthFeeJobs,
      }),
      money("last_30_days", "Last 30 days", {
        grossCents: d.last30GrossCents,
        refundsCents: d.last30RefundsCents,
        paidOrders: d.last30PaidOrders,
        feesCents: d.last30FeesCents,
        feeJobs: d.last30FeeJobs,
      }),
      money("all_time", "All time", d),
    ],
  };
}
