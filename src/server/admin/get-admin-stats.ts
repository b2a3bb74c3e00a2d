import { and, count, countDistinct, eq, gte, inArray, sql } from "drizzle-orm";
import type { OrderStatus } from "../../shared/enums";
import type { AdminStats } from "../../shared/schemas/admin";
import type { Database } from "../db/client";
import { orders } from "../db/schema/orders";
import { payments } from "../db/schema/payments";
import { translators } from "../db/schema/translators";
import { users } from "../db/schema/users";
import { averageOrderValue, percentage, roundMoney, startOfMonthUtc } from "./stats-math";

/** Translator statuses still waiting for an admin decision (the Pending tab of the applications screen). */
const AWAITING_DECISION = ["Pending", "Email Verified", "ID Verified"] as const;

/** The admin dashboard figures, all computed from the database (the spec's hard-coded customer figures are not used). */
export async function getAdminStats(options: { db: Database; now?: Date }): Promise<AdminStats> {
  const { db } = options;
  const monthStart = startOfMonthUtc(options.now ?? new Date());

  const [statusRows, [paid], [customers], [returning], [applications]] = await Promise.all([
    db.select({ status: orders.status, count: count() }).from(orders).groupBy(orders.status),
    db
      .select({ total: sql<string>`coalesce(sum(${payments.amountCents}) / 100.0, 0)`, orders: countDistinct(payments.orderId) })
      .from(payments)
      .where(eq(payments.status, "paid")),
    db
      .select({ total: count(), newThisMonth: sql<number>`count(*) filter (where ${users.createdAt} >= ${monthStart.toISOString()})`.mapWith(Number) })
      .from(users)
      .where(eq(users.role, "user")),
    db
      .select({ count: count() })
      .from(
        db
          .select({ userId: orders.userId })
          .from(orders)
          .innerJoin(users, and(eq(users.id, orders.userId), eq(users.role, "user")))
          .groupBy(orders.userId)
          .having(gte(count(), 2))
          .as("returning_customers"),
      ),
    db.select({ count: count() }).from(translators).where(inArray(translators.status, [...AWAITING_DECISION])),
  ]);

  const byStatus = (status: OrderStatus) => statusRows.find((row) => row.status === status)?.count ?? 0;
  const totalOrders = statusRows.reduce((sum, row) => sum + row.count, 0);
  const completedOrders = byStatus("completed");
  const revenueTotal = roundMoney(Number(paid!.total));
  const customerTotal = customers!.total;

  return {
    totalOrders,
    pendingOrders: byStatus("pending"),
    processingOrders: byStatus("processing"),
    completedOrders,
    cancelledOrders: byStatus("cancelled"),
    revenue: {
      total: revenueTotal,
      averageOrderValue: averageOrderValue(revenueTotal, paid!.orders),
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
  };
}
