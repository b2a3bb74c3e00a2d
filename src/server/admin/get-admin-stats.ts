import { count, inArray, sql } from "drizzle-orm";
import type { OrderStatus } from "../../shared/enums";
import { centsToDollars } from "../../shared/money";
import type { AdminStats } from "../../shared/schemas/admin";
import { utcDay } from "../../shared/stats-periods";
import type { Database } from "../db/client";
import { statsDaily, statsDailyStatus } from "../db/schema/stats";
import { translators } from "../db/schema/translators";
import { averageOrderValueCents, percentage, startOfMonthUtc } from "./stats-math";

/** Translator statuses still waiting for an admin decision (the Pending tab of the applications screen). */
const AWAITING_DECISION = ["Pending", "Email Verified", "ID Verified"] as const;

const sum = (column: unknown, from?: string) =>
  (from === undefined ? sql<number>`coalesce(sum(${column}), 0)` : sql<number>`coalesce(sum(${column}) filter (where ${statsDaily.day} >= ${from}), 0)`).mapWith(Number);

/**
 * The admin dashboard figures, read from the rollups (migration 0021, docs/decisions/034-dashboard-rollups.md): a
 * few thousand day rows whatever the number of orders. Periods are UTC days: this month from the 1st, the last 30
 * days are today and the 29 before it.
 */
export async function getAdminStats(options: { db: Database; now?: Date }): Promise<AdminStats> {
  const { db } = options;
  const now = options.now ?? new Date();
  const monthStart = utcDay(startOfMonthUtc(now));
  const last30 = utcDay(new Date(now.getTime() - 29 * 86_400_000));

  const [statusRows, [days], [applications]] = await Promise.all([
    db
      .select({ status: statsDailyStatus.status, orders: sql<number>`sum(${statsDailyStatus.orders})`.mapWith(Number) })
      .from(statsDailyStatus)
      .groupBy(statsDailyStatus.status),
    db
      .select({
        grossCents: sum(statsDaily.chargesCents),
        refundsCents: sum(statsDaily.refundsCents),
        paidOrders: sum(statsDaily.ordersPaid),
        monthGrossCents: sum(statsDaily.chargesCents, monthStart),
        monthRefundsCents: sum(statsDaily.refundsCents, monthStart),
        monthPaidOrders: sum(statsDaily.ordersPaid, monthStart),
        last30GrossCents: sum(statsDaily.chargesCents, last30),
        last30RefundsCents: sum(statsDaily.refundsCents, last30),
        last30PaidOrders: sum(statsDaily.ordersPaid, last30),
        customers: sum(statsDaily.customersJoined),
        newThisMonth: sum(statsDaily.customersJoined, monthStart),
        returning: sum(statsDaily.customersReturning),
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
  const money = (key: AdminStats["money"][number]["key"], label: string, grossCents: number, refundsCents: number, paidOrders: number) => ({
    key,
    label,
    grossCents,
    refundsCents,
    netCents: grossCents - refundsCents,
    paidOrders,
  });
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
      money("this_month", "This month", d.monthGrossCents, d.monthRefundsCents, d.monthPaidOrders),
      money("last_30_days", "Last 30 days", d.last30GrossCents, d.last30RefundsCents, d.last30PaidOrders),
      money("all_time", "All time", d.grossCents, d.refundsCents, d.paidOrders),
    ],
  };
}
