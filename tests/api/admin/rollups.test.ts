import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderStatusHistory, orders } from "../../../src/server/db/schema/orders";
import { payments } from "../../../src/server/db/schema/payments";
import { refunds } from "../../../src/server/db/schema/refunds";
import {
  statsDaily,
  statsDailyStatus,
  statsTranslatorJobs,
  statsTurnaround,
  statsTurnaroundMonthly,
} from "../../../src/server/db/schema/stats";
import { jobFees } from "../../../src/server/db/schema/translator-pay";
import { translatorJobs, translators } from "../../../src/server/db/schema/translators";
import { users } from "../../../src/server/db/schema/users";
import type { AdminStats } from "../../../src/shared/schemas/admin";
import type { StatsSeries } from "../../../src/shared/schemas/admin-stats";
import { medianOfHistogram } from "../../../src/shared/stats-periods";
import { createPayableOrder, payOrder } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "./admin-session";
import { insertOrder } from "./fixtures";

// The dashboard rollups (migration 0021, docs/decisions/034-dashboard-rollups.md) against a direct computation over
// every row, after real payments, refunds and status changes, after a rebuild, and when an event comes twice.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
});
afterAll(async () => t.close());

const day = (at: Date) => at.toISOString().slice(0, 10);
const DAY_FIELDS = [
  "ordersPlaced",
  "rushOrdersPlaced",
  "ordersPaid",
  "chargesCount",
  "chargesCents",
  "refundsCount",
  "refundsCents",
  "ordersCompleted",
  "customersJoined",
  "customersReturning",
  "feesCount",
  "feesCents",
] as const;
type DayRow = Record<(typeof DAY_FIELDS)[number], number>;

/** What the rollups must hold, computed in TypeScript from every source row (the definitions of docs/decisions/027). */
async function directComputation() {
  const [orderRows, paymentRows, refundRows, historyRows, userRows, jobRows, feeRows] = await Promise.all([
    t.db.select().from(orders).orderBy(orders.id),
    t.db.select().from(payments),
    t.db.select().from(refunds),
    t.db.select().from(orderStatusHistory).orderBy(orderStatusHistory.id),
    t.db.select().from(users),
    t.db.select().from(translatorJobs),
    t.db.select().from(jobFees),
  ]);
  const days = new Map<string, DayRow>();
  const add = (at: Date, field: (typeof DAY_FIELDS)[number], value = 1) => {
    const key = day(at);
    const row = days.get(key) ?? (Object.fromEntries(DAY_FIELDS.map((name) => [name, 0])) as DayRow);
    row[field] += value;
    days.set(key, row);
  };
  const statuses = new Map<string, number>();
  const perCustomer = new Map<number, number>();
  for (const order of orderRows) {
    add(order.createdAt, "ordersPlaced");
    if (order.isRush) add(order.createdAt, "rushOrdersPlaced");
    const key = `${day(order.createdAt)} ${order.status}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    const placed = (perCustomer.get(order.userId) ?? 0) + 1;
    perCustomer.set(order.userId, placed);
    if (placed === 2) add(order.createdAt, "customersReturning");
  }
  const charged = paymentRows.filter((payment) => payment.status === "paid" || payment.status === "refunded");
  const firstCharge = new Map<number, Date>();
  for (const payment of charged) {
    // paid_at: the paidAt the payment event recorded, else when the row was created.
    const paidAt = typeof payment.metadata?.paidAt === "string" ? new Date(payment.metadata.paidAt) : payment.createdAt;
    expect(payment.paidAt!.getTime()).toBe(paidAt.getTime());
    add(paidAt, "chargesCount");
    add(paidAt, "chargesCents", payment.amountCents);
    const first = firstCharge.get(payment.orderId);
    if (!first || paidAt < first) firstCharge.set(payment.orderId, paidAt);
  }
  for (const at of firstCharge.values()) add(at, "ordersPaid");
  for (const refund of refundRows.filter((row) => row.status !== "failed")) {
    add(refund.createdAt, "refundsCount");
    add(refund.createdAt, "refundsCents", refund.amountCents);
  }
  const turnaround = new Map<string, number>();
  const completed = new Set<number>();
  for (const entry of historyRows.filter((row) => row.toStatus === "completed")) {
    if (completed.has(entry.orderId)) continue;
    completed.add(entry.orderId);
    add(entry.createdAt, "ordersCompleted");
    const paid = historyRows.find(
      (row) => row.orderId === entry.orderId && row.toStatus === "processing" && row.id < entry.id,
    );
    if (paid) {
      const key = `${day(entry.createdAt)} ${Math.max(0, Math.floor((entry.createdAt.getTime() - paid.createdAt.getTime()) / 3_600_000))}`;
      turnaround.set(key, (turnaround.get(key) ?? 0) + 1);
    }
  }
  for (const user of userRows.filter((row) => row.role === "user")) add(user.createdAt, "customersJoined");
  for (const fee of feeRows.filter((row) => row.earnedAt !== null)) {
    add(fee.earnedAt!, "feesCount");
    add(fee.earnedAt!, "feesCents", fee.feeCents);
  }
  const open = new Map<number, number>();
  for (const job of jobRows.filter(
    (row) => row.endedAt === null && (row.status === "Assigned" || row.status === "In Progress"),
  )) {
    open.set(job.translatorId, (open.get(job.translatorId) ?? 0) + 1);
  }
  return {
    days: Object.fromEntries([...days].sort()),
    statuses: Object.fromEntries([...statuses].sort()),
    turnaround: Object.fromEntries([...turnaround].sort()),
    open: Object.fromEntries([...open].sort()),
  };
}

/** The rollup tables as they are, rows that hold only zeros left out (a moved contribution leaves one behind). */
async function rollups() {
  const [dayRows, statusRows, turnaroundRows, monthlyRows, jobRows] = await Promise.all([
    t.db.select().from(statsDaily),
    t.db.select().from(statsDailyStatus),
    t.db.select().from(statsTurnaround),
    t.db.select().from(statsTurnaroundMonthly),
    t.db.select().from(statsTranslatorJobs),
  ]);
  const days = dayRows
    .filter((row) => DAY_FIELDS.some((field) => row[field] !== 0))
    .map(({ day: key, ...row }) => [key, row] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  // The monthly turnaround is the daily one summed per month.
  const monthly = new Map<string, number>();
  for (const row of turnaroundRows)
    monthly.set(
      `${row.day.slice(0, 7)}-01 ${row.hours}`,
      (monthly.get(`${row.day.slice(0, 7)}-01 ${row.hours}`) ?? 0) + row.orders,
    );
  expect(
    Object.fromEntries(
      monthlyRows.filter((row) => row.orders !== 0).map((row) => [`${row.month} ${row.hours}`, row.orders]),
    ),
  ).toEqual(Object.fromEntries([...monthly].filter(([, orders]) => orders !== 0)));
  return {
    days: Object.fromEntries(days),
    statuses: Object.fromEntries(
      statusRows
        .filter((row) => row.orders !== 0)
        .map((row) => [`${row.day} ${row.status}`, row.orders])
        .sort(),
    ),
    turnaround: Object.fromEntries(
      turnaroundRows
        .filter((row) => row.orders !== 0)
        .map((row) => [`${row.day} ${row.hours}`, row.orders])
        .sort(),
    ),
    open: Object.fromEntries(
      jobRows
        .filter((row) => row.openJobs !== 0)
        .map((row) => [String(row.translatorId), row.openJobs])
        .sort(),
    ),
  };
}

const rebuild = () => t.db.execute(sql`select public.stats_rebuild()`);
const getStats = async () =>
  (await t.app.inject({ method: "GET", url: "/api/admin/stats", headers: { cookie: admin } })).json<AdminStats>();
const getSeries = async (period: string) =>
  t.app.inject({ method: "GET", url: `/api/admin/stats/series?period=${period}`, headers: { cookie: admin } });
const setStatus = (orderId: number, payload: object) =>
  t.app.inject({ method: "PUT", url: `/api/admin/orders/${orderId}/status`, headers: { cookie: admin }, payload });

async function paidOrder(overrides: Record<string, unknown> = {}) {
  const customer = await t.registerCustomer();
  const order = await createPayableOrder(t, customer.cookie, overrides);
  const paid = await payOrder(t, customer.cookie, order.id);
  expect(paid.confirm.statusCode).toBe(200);
  return { customer, orderId: order.id, clientSecret: paid.clientSecret };
}

describe("dashboard rollups", () => {
  let repeat: { clientSecret: string };
  let refundedOrderId: number;

  it("equal a direct computation after payments, refunds and status changes", async () => {
    const first = await paidOrder();
    const rush = await paidOrder({ isRush: true });
    const second = await paidOrder();
    repeat = { clientSecret: first.clientSecret };
    // The first customer orders again (returning) and leaves it unpaid.
    await createPayableOrder(t, first.customer.cookie);
    // A partial refund, then a full refund that cancels the order.
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/admin/orders/${first.orderId}/refunds`,
          headers: { cookie: admin },
          payload: { amount: 20, reason: "Goodwill" },
        })
      ).statusCode,
    ).toBe(201);
    const full = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${second.orderId}/refunds`,
      headers: { cookie: admin },
      payload: { amount: 150, reason: "Customer changed their mind", cancelOrder: true },
    });
    expect(full.statusCode).toBe(201);
    refundedOrderId = second.orderId;
    // Completions: an admin's forced completion (the work preconditions skipped, the payment kept).
    expect(
      (await setStatus(rush.orderId, { status: "completed", force: true, reason: "Delivered by hand" })).statusCode,
    ).toBe(200);
    // An order placed last year, paid then, completed 30 hours after its payment; a translator with an open job.
    const [customer] = await t.db.select().from(users).where(eq(users.email, first.customer.user.email));
    const lastYear = new Date(Date.now() - 400 * 86_400_000);
    const old = await insertOrder(t, {
      userId: customer!.id,
      status: "completed",
      totalPrice: 63,
      createdAt: lastYear,
    });
    await t.db.insert(payments).values({
      orderId: old.id,
      amountCents: 6300,
      status: "paid",
      metadata: { paidAt: lastYear.toISOString() },
      createdAt: lastYear,
    });
    await t.db.insert(orderStatusHistory).values([
      { orderId: old.id, fromStatus: "pending", toStatus: "processing", createdAt: lastYear },
      {
        orderId: old.id,
        fromStatus: "processing",
        toStatus: "completed",
        createdAt: new Date(lastYear.getTime() + 30 * 3_600_000),
      },
    ]);
    const [translator] = await t.db
      .insert(translators)
      .values({
        fullName: "Deniz Arslan",
        email: "deniz@example.com",
        phone: "+1 212 555 0100",
        country: "United States",
        nativeLanguage: "Turkish",
        languagePair: "tr-en",
        category: "Legal",
        experienceYears: 5,
        status: "Approved",
      })
      .returning();
    const [openJob, doneJob] = await t.db
      .insert(translatorJobs)
      .values([
        { translatorId: translator!.translatorId, orderId: first.orderId },
        { translatorId: translator!.translatorId, orderId: old.id, status: "Completed" },
      ])
      .returning();
    // Fees (migration 0029): the completed job's earned last year, changed since; the open job's not earned yet.
    const feeLines = [{ kind: "words" as const, label: "Translation", amountCents: 4000 }];
    await t.db.insert(jobFees).values([
      {
        jobId: doneJob!.id,
        translatorId: translator!.translatorId,
        orderId: old.id,
        feeCents: 4000,
        feeLines,
        earnedAt: lastYear,
      },
      { jobId: openJob!.id, translatorId: translator!.translatorId, orderId: first.orderId, feeCents: 8000, feeLines },
    ]);
    await t.db.update(jobFees).set({ feeCents: 3500 }).where(eq(jobFees.jobId, doneJob!.id));

    const expected = await directComputation();
    expect(await rollups()).toEqual(expected);
    // The figures the dashboard shows, from the same rows.
    const today = day(new Date());
    const stats = await getStats();
    expect(stats).toMatchObject({
      totalOrders: 5,
      pendingOrders: 1,
      processingOrders: 1,
      completedOrders: 2,
      cancelledOrders: 1,
    });
    expect(stats.customers).toMatchObject({ total: 3, returning: 1 });
    // $150 + $225 (rush) + $150 + $63 charged; $20 + $150 given back.
    expect(stats.money.find((period) => period.key === "all_time")).toEqual({
      key: "all_time",
      label: "All time",
      grossCents: 58800,
      refundsCents: 17000,
      netCents: 41800,
      paidOrders: 4,
      // The translator's fee of the completed job, $35, earned the same days: margin $383, 92% of the net.
      costCents: 3500,
      feeJobs: 1,
      marginCents: 38300,
      marginPercent: 92,
    });
    expect(stats.money.find((period) => period.key === "this_month")).toMatchObject({
      grossCents: 52500,
      refundsCents: 17000,
      paidOrders: 3,
    });

    const series = (await getSeries("day")).json<StatsSeries>();
    const bucket = series.buckets.at(-1)!;
    expect(bucket.start).toBe(today);
    expect(bucket).toMatchObject({
      grossCents: 52500,
      refundsCents: 17000,
      netCents: 35500,
      ordersPlaced: 4,
      ordersPaid: 3,
      rushOrders: 1,
      rushShare: 25,
      ordersCompleted: 1,
    });
    expect(bucket.medianTurnaroundHours).toBe(0);
    expect(series.byStatus).toEqual([
      { status: "pending", orders: 1 },
      { status: "processing", orders: 1 },
      { status: "completed", orders: 1 },
      { status: "cancelled", orders: 1 },
    ]);
    expect(series.translators).toEqual([{ translatorId: translator!.translatorId, name: "Deniz Arslan", openJobs: 1 }]);
    // The month view reaches last year's order: two completions, 0 and 30 hours → median 15.
    const months = (await getSeries("month")).json<StatsSeries>();
    expect(months.medianTurnaroundHours).toBe(
      medianOfHistogram([
        { value: 0, count: 1 },
        { value: 30, count: 1 },
      ]),
    );
    expect(months.medianTurnaroundHours).toBe(15);
    expect(months.buckets.reduce((sum, each) => sum + each.grossCents, 0)).toBe(58800);
    const weeks = (await getSeries("week")).json<StatsSeries>();
    expect(weeks.buckets.at(-1)!.grossCents).toBe(52500);

    // The charts are kept between reads, and the next payment shows on the next read all the same.
    expect((await getSeries("day")).json<StatsSeries>()).toEqual(series);
    await paidOrder();
    const after = (await getSeries("day")).json<StatsSeries>().buckets.at(-1)!;
    expect(after).toMatchObject({ ordersPlaced: 5, ordersPaid: 4 });
    expect(after.grossCents).toBeGreaterThan(52500);
  }, 120_000);

  it("change nothing when a payment confirmation or a status change comes again", async () => {
    const before = await rollups();
    const again = await t.app.inject({
      method: "POST",
      url: "/api/test-payments/confirm",
      payload: {
        clientSecret: repeat.clientSecret,
        cardNumber: "4242 4242 4242 4242",
        expiry: "12/34",
        cvc: "123",
        postalCode: "10118",
      },
    });
    expect(again.statusCode).toBeLessThan(500);
    // The same status again is a no-op.
    expect((await setStatus(refundedOrderId, { status: "cancelled" })).statusCode).toBe(200);
    expect(await rollups()).toEqual(before);
    expect(await rollups()).toEqual(await directComputation());
  });

  it("change nothing when the event's transaction fails (a crash before the commit)", async () => {
    const before = await rollups();
    const [payment] = await t.db.select().from(payments).where(eq(payments.status, "paid")).limit(1);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(refunds).values({
          paymentId: payment!.id,
          orderId: payment!.orderId,
          amountCents: 500,
          reason: "Half-done",
          status: "succeeded",
        });
        await tx.update(orders).set({ status: "cancelled" }).where(eq(orders.id, payment!.orderId));
        throw new Error("the process died here");
      }),
    ).rejects.toThrow("the process died here");
    expect(await rollups()).toEqual(before);
  });

  it("are rebuilt from scratch to the same figures, however often, and repaired when damaged", async () => {
    const before = await rollups();
    await rebuild();
    expect(await rollups()).toEqual(before);
    await rebuild();
    expect(await rollups()).toEqual(before);
    // Damaged by hand (or by a bug): the rebuild recomputes it from the rows.
    await t.db.update(statsDaily).set({ chargesCents: 0, ordersPlaced: 99 });
    await t.db.delete(statsDailyStatus);
    expect(await rollups()).not.toEqual(before);
    await rebuild();
    expect(await rollups()).toEqual(before);
    expect(await rollups()).toEqual(await directComputation());
  });

  it("follow expired sign-ups that are deleted and a translator reassigned", async () => {
    const before = (await getStats()).customers.total;
    const unverified = await t.registerCustomer({ verified: false });
    expect((await getStats()).customers.total).toBe(before + 1);
    await t.db.delete(users).where(eq(users.email, unverified.user.email));
    expect((await getStats()).customers.total).toBe(before);
    await t.db.update(translatorJobs).set({ endedAt: new Date() }).where(eq(translatorJobs.status, "Assigned"));
    expect((await getSeries("day")).json<StatsSeries>().translators).toEqual([]);
    expect(await rollups()).toEqual(await directComputation());
  });

  it("answer 400 for an unknown period", async () => {
    const response = await getSeries("year");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "period must be day, week or month" });
  });
});
