import { and, count, eq, gte, inArray, ne, sql } from "drizzle-orm";
import type { OrderStatus } from "../../shared/enums";
import type { AdminStats } from "../../shared/schemas/admin";
import type { Database } from "../db/client";
import { orders } from "../db/schema/orders";
import { payments } from "../db/schema/payments";
import { translators } from "../db/schema/translators";
import { users } from "../db/schema/users";
import { refunds } from "../db/schema/refunds";
import { averageOrderValue, moneyByPeriod, percentage, startOfMonthUtc } from "./stats-math";

/** When a charge was taken: the paidAt the payment event recorded, else its last update. */
function paidAt(row: { metadata: Record<string, unknown> | null; updatedAt: Date }): Date {
  const recorded = typeof row.metadata?.paidAt === "string" ? new Date(row.metadata.paidAt) : null;
  return recorded && !Number.isNaN(recorded.getTime()) ? recorded : row.updatedAt;
}

/** Translator statuses still waiting for an admin decision (the Pending tab of the applications screen). */
const AWAITING_DECISION = ["Pending", "Email Verified", "ID Verified"] as const;

/** The admin dashboard figures, all computed from the database (the spec's hard-coded customer figures are not used). */
export async function getAdminStats(options: { db: Database; now?: Date }): Promise<AdminStats> {
  const { db } = options;
  const monthStart = startOfMonthUtc(options.now ?? new Date());

  const now = options.now ?? new Date();
  const [statusRows, chargeRows, refundRows, [customers], [returning], [applications]] = await Promise.all([
    db.select({ status: orders.status, count: count() }).from(orders).groupBy(orders.status),
    // Charges taken as payment of an order: paid ones and those refunded since.
    db
      .select({ orderId: payments.orderId, amountCents: payments.amountCents, metadata: payments.metadata, updatedAt: payments.updatedAt })
      .from(payments)
      .where(inArray(payments.status, ["paid", "refunded"])),
    db.select({ amountCents: refunds.amountCents, createdAt: refunds.createdAt }).from(refunds).where(ne(refunds.status, "failed")),
    db
      .select({ total: count(), newThisMonth: sql<number>`count(*) filter (where ${users.createdAt} >= ${monthStart.toISOString()})`.mapWith(Number) })
      .from(users)
      .where(eq(users.role, "user")),
    db.select({ count: count() }).from(
      db
        .select({ userId: orders.userId })
        .from(orders)
        .innerJoin(users, and(eq(users.id, orders.userId), eq(users.role, "user")))
        .groupBy(orders.userId)
        .having(gte(count(), 2))
        .as("returning_customers"),
    ),
    db
      .select({ count: count() })
      .from(translators)
      .where(inArray(translators.status, [...AWAITING_DECISION])),
  ]);

  const byStatus = (status: OrderStatus) => statusRows.find((row) => row.status === status)?.count ?? 0;
  const totalOrders = statusRows.reduce((sum, row) => sum + row.count, 0);
  const completedOrders = byStatus("completed");
  const money = moneyByPeriod({
    charges: chargeRows.map((row) => ({ orderId: row.orderId, cents: row.amountCents, at: paidAt(row) })),
    refunds: refundRows.map((row) => ({ cents: row.amountCents, at: row.createdAt })),
    now,
  });
  const allTime = money.find((period) => period.key === "all_time")!;
  // Total Revenue is what the agency kept: gross minus every refund, partial ones included.
  const revenueTotal = allTime.netCents / 100;
  const customerTotal = customers!.total;

  return {
    totalOrders,
    pendingOrders: byStatus("pending"),
    processingOrders: byStatus("processing"),
    completedOrders,
    cancelledOrders: byStatus("cancelled"),
    revenue: {
      total: revenueTotal,
      averageOrderValue: averageOrderValue(revenueTotal, allTime.paidOrders),
      completedCount: completedOrders,
      completionRate: percentage(completedOrders, totalOrders),
    },
    customers: {
      total: customerTotal,
      newThisMonth: customers!.newThisMonth,
      returning: returning!.count,
      returningRate: percentage(returning!.count, customerTotal),
    },
    pendingApplications: applications!.count,
    money: money.map(({ key, label, grossCents, refundsCents, netCents, paidOrders }) => ({ key, label, grossCents, refundsCents, netCents, paidOrders })),
  };
}
