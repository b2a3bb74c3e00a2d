import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translators } from "../../../src/server/db/schema/translators";
import { users } from "../../../src/server/db/schema/users";
import { payments } from "../../../src/server/db/schema/payments";
import { refunds } from "../../../src/server/db/schema/refunds";
import { eq } from "drizzle-orm";
import type { TranslatorStatus } from "../../../src/shared/enums";
import type { AdminStats } from "../../../src/shared/schemas/admin";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "./admin-session";
import { insertOrder, insertPayment } from "./fixtures";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
});
afterAll(async () => t.close());

async function insertCustomer(username: string, createdAt: Date) {
  const [user] = await t.db
    .insert(users)
    .values({ username, email: `${username}@example.com`, password: "x", createdAt })
    .returning();
  return user!;
}

async function insertApplication(email: string, status: TranslatorStatus) {
  await t.db.insert(translators).values({
    fullName: "Deniz Arslan",
    email,
    phone: "+1 212 555 0100",
    country: "United States",
    nativeLanguage: "Turkish",
    languagePair: "tr-en",
    category: "Legal",
    experienceYears: 5,
    status,
  });
}

/** No translator's fee earned: no cost, and the margin of an empty period is unknown (null percent). */
const NO_COST = { costCents: 0, feeJobs: 0, marginCents: 0, marginPercent: null };
/** Every period of the data below: two orders paid this month, one partly refunded, no fee earned (all margin). */
const PAID_TWICE = {
  grossCents: 33325,
  refundsCents: 1300,
  netCents: 32025,
  paidOrders: 2,
  ...NO_COST,
  marginCents: 32025,
  marginPercent: 100,
};

describe("GET /api/admin/stats", () => {
  it("is all zeros on an empty installation", async () => {
    const stats = (
      await t.app.inject({ method: "GET", url: "/api/admin/stats", headers: { cookie: admin } })
    ).json<AdminStats>();
    expect(stats).toEqual({
      totalOrders: 0,
      pendingOrders: 0,
      processingOrders: 0,
      completedOrders: 0,
      cancelledOrders: 0,
      revenue: {
        total: 0,
        averageOrderValue: 0,
        totalCents: 0,
        averageOrderValueCents: 0,
        completedCount: 0,
        completionRate: 0,
      },
      customers: { total: 0, newThisMonth: 0, returning: 0, returningRate: 0 },
      pendingApplications: 0,
      money: [
        {
          key: "this_month",
          label: "This month",
          grossCents: 0,
          refundsCents: 0,
          netCents: 0,
          paidOrders: 0,
          ...NO_COST,
        },
        {
          key: "last_30_days",
          label: "Last 30 days",
          grossCents: 0,
          refundsCents: 0,
          netCents: 0,
          paidOrders: 0,
          ...NO_COST,
        },
        { key: "all_time", label: "All time", grossCents: 0, refundsCents: 0, netCents: 0, paidOrders: 0, ...NO_COST },
      ],
    });
  });

  it("computes every figure from the data", async () => {
    const now = new Date();
    const lastYear = new Date(now.getTime() - 400 * 86_400_000);
    const ali = await insertCustomer("ali", lastYear);
    const zeynep = await insertCustomer("zeynep", lastYear);
    await insertCustomer("emre", now);
    // Two orders for ali and two for zeynep (returning), none for emre (new this month).
    const a1 = await insertOrder(t, { userId: ali.id, status: "completed", totalPrice: 63 });
    const a2 = await insertOrder(t, { userId: ali.id, status: "processing", totalPrice: 270.25 });
    const z1 = await insertOrder(t, { userId: zeynep.id, status: "pending", totalPrice: 45.5 });
    await insertOrder(t, { userId: zeynep.id, status: "cancelled", totalPrice: 80 });
    await insertPayment(t, { orderId: a1.id, amount: 63 });
    await insertPayment(t, { orderId: a2.id, amount: 200 });
    await insertPayment(t, { orderId: a2.id, amount: 70.25 }); // a second payment for the same order
    await insertPayment(t, { orderId: z1.id, amount: 45.5, status: "failed" });
    // A partial refund of $13.00 on a1 counts (Total Revenue used to ignore partial refunds).
    const [a1Payment] = await t.db.select().from(payments).where(eq(payments.orderId, a1.id));
    await t.db
      .insert(refunds)
      .values({ paymentId: a1Payment!.id, orderId: a1.id, amountCents: 1300, reason: "Goodwill", status: "succeeded" });
    for (const [index, status] of (
      ["Pending", "Email Verified", "ID Verified", "Approved", "Rejected", "ID Verification Failed"] as const
    ).entries()) {
      await insertApplication(`translator${index}@example.com`, status);
    }

    const stats = (
      await t.app.inject({ method: "GET", url: "/api/admin/stats", headers: { cookie: admin } })
    ).json<AdminStats>();
    expect(stats).toEqual({
      totalOrders: 4,
      pendingOrders: 1,
      processingOrders: 1,
      completedOrders: 1,
      cancelledOrders: 1,
      // 333.25 paid minus 13.00 refunded = 320.25 over 2 paid orders (16012.5 cents, rounded once: 16013); 1 of 4 orders completed.
      revenue: {
        total: 320.25,
        averageOrderValue: 160.13,
        totalCents: 32025,
        averageOrderValueCents: 16013,
        completedCount: 1,
        completionRate: 25,
      },
      // The seeded admin is not a customer; 2 of 3 customers ordered twice or more.
      customers: { total: 3, newThisMonth: 1, returning: 2, returningRate: 67 },
      pendingApplications: 3,
      money: [
        { key: "this_month", label: "This month", ...PAID_TWICE },
        { key: "last_30_days", label: "Last 30 days", ...PAID_TWICE },
        { key: "all_time", label: "All time", ...PAID_TWICE },
      ],
    });
  });
});
