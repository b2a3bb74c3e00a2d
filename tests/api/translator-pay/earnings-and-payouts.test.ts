import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../../src/server/db/schema/orders";
import { jobFees, payoutStatements } from "../../../src/server/db/schema/translator-pay";
import { createPayoutProvider } from "../../../src/server/payouts/create-payout-provider";
import { PAYOUT_REFUSED_PREFIX } from "../../../src/server/payouts/mark-statement-paid";
import { loadConfig } from "../../../src/server/config";
import type { AdminStats } from "../../../src/shared/schemas/admin";
import type {
  EarningsPage,
  OpenMonthList,
  OrderPayDto,
  StatementDetailDto,
  StatementPage,
} from "../../../src/shared/schemas/translator-pay";
import { dashboardPeriodStarts } from "../../../src/shared/stats-periods";
import { PAY_MESSAGES } from "../../../src/shared/translator-pay/messages";
import { monthOf, previousMonth } from "../../../src/shared/translator-pay/statements";
import { pdfText } from "../certificates/pdf-text";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import {
  approveDraftOf,
  approvedTranslator,
  deliverOrder,
  get,
  paidOrder,
  setOrderStatus,
  type SignedInTranslator,
} from "../jobs/fixtures";
import { orderPay } from "./fixtures";

// Earnings, statements, payouts and margin (docs/translators.md, "Pay").

/** Each test pays for (and some deliver) real orders end to end: slow on a loaded machine. */
const ORDER_TEST_TIMEOUT = 90_000;

let t: TestApp;
let admin: string;
let customer: { cookie: string };
let ayse: SignedInTranslator;
let mert: SignedInTranslator;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  customer = await t.registerCustomer();
  ayse = await approvedTranslator(t, admin, { fullName: "Ayşe Yılmaz" });
  mert = await approvedTranslator(t, admin, { fullName: "Mert Aydın" });
}, 120_000);
afterAll(async () => t.close());

/** A paid $150.00 order translated by `translator` (fee $80.00 at the default rates), approved by its customer: completed. */
async function completedOrder(translator: SignedInTranslator) {
  const order = await paidOrder(t, customer.cookie);
  const { jobId } = await deliverOrder(t, admin, translator, order.id);
  const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
  if (row!.status !== "completed") throw new Error(`order ${order.id} is ${row!.status}`);
  return { orderId: order.id, jobId };
}

const changeFee = (jobId: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: "PUT", url: `/api/admin/jobs/${jobId}/fee`, headers: { cookie: admin }, payload });
const prepare = (month: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/payouts/statements",
    headers: { cookie: admin },
    payload: { month },
  });
const markPaid = (id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: `/api/admin/payouts/statements/${id}/pay`, headers: { cookie: admin }, payload });
/** Moves a fee's earning into last month, as if the order had completed then. */
const earnedLastMonth = (jobId: number) =>
  t.db
    .update(jobFees)
    .set({ earnedAt: sql`date_trunc('month', now()) - interval '2 days'` })
    .where(eq(jobFees.jobId, jobId));

describe("earning a fee", { timeout: ORDER_TEST_TIMEOUT }, () => {
  it("is agreed at assignment, earned when the order completes, and shows the order's margin", async () => {
    const order = await paidOrder(t, customer.cookie);
    const { jobId } = await deliverOrder(t, admin, ayse, order.id, { approve: false });
    expect((await orderPay(t, admin, order.id)) as OrderPayDto).toMatchObject({
      revenueCents: 15_000,
      costCents: 8000,
      marginCents: 7000,
      marginPercent: 47,
      fees: [
        { jobId, translatorName: "Ayşe Yılmaz", feeCents: 8000, status: "agreed", earnedAt: null, changeRefusal: null },
      ],
    });
    expect((await get(t, "/api/translator/earnings", ayse.cookie)).json<EarningsPage>().summary).toMatchObject({
      agreedCents: 8000,
      agreedJobs: 1,
      earnedCents: 0,
    });

    // The customer's approval completes the order (the system's move): the fee is earned then.
    await approveDraftOf(t, order.id);
    const pay = (await orderPay(t, admin, order.id)) as OrderPayDto;
    expect(pay.orderStatus).toBe("completed");
    expect(pay.fees[0]).toMatchObject({ status: "earned", earnedAt: expect.any(String) });
    const earnings = (await get(t, "/api/translator/earnings", ayse.cookie)).json<EarningsPage>();
    expect(earnings.items[0]).toMatchObject({
      jobId,
      orderId: order.id,
      feeCents: 8000,
      status: "earned",
      month: monthOf(new Date()),
    });
    expect(earnings.summary).toMatchObject({ earnedCents: 8000, agreedCents: 0, agreedJobs: 0 });
    expect(earnings.months).toEqual([{ month: monthOf(new Date()), totalCents: 8000, jobCount: 1 }]);
    // Nobody else sees them.
    expect((await get(t, "/api/translator/earnings", mert.cookie)).json<EarningsPage>().items).toEqual([]);
  });

  it("changes only with a reason, kept in the order's history, and a refund after completion does not claw it back", async () => {
    const { orderId, jobId } = await completedOrder(mert);
    expect((await changeFee(jobId, { feeCents: 6500 })).json()).toMatchObject({ message: PAY_MESSAGES.feeReason });
    expect((await changeFee(jobId, { feeCents: 65.5, reason: "x" })).json()).toMatchObject({
      message: PAY_MESSAGES.feeCents,
    });
    expect((await changeFee(jobId, { feeCents: 8000, reason: "Same" })).json()).toMatchObject({
      message: PAY_MESSAGES.feeUnchanged,
    });
    const changed = await changeFee(jobId, { feeCents: 6500, reason: "Two pages were already translated" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<OrderPayDto>()).toMatchObject({
      costCents: 6500,
      marginCents: 8500,
      fees: [
        {
          feeCents: 6500,
          changes: [
            { fromCents: 8000, toCents: 6500, reason: "Two pages were already translated", changedByUsername: "admin" },
          ],
        },
      ],
    });
    const detail = (await get(t, `/api/admin/orders/${orderId}`, admin)).json<{ history: { note: string | null }[] }>();
    expect(detail.history.map((entry) => entry.note)).toContain(
      `Translator fee of job #${jobId} changed from $80.00 to $65.00: Two pages were already translated`,
    );

    const refund = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: { cookie: admin },
      payload: { amount: 50, reason: "Goodwill" },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect((await orderPay(t, admin, orderId)) as OrderPayDto).toMatchObject({
      refundedCents: 5000,
      revenueCents: 10_000,
      costCents: 6500,
      marginCents: 3500,
      refundedAfterCompletion: true,
      fees: [{ feeCents: 6500, status: "earned" }],
    });
  });

  it("is not earned by a job that ends before its order completes", async () => {
    const order = await paidOrder(t, customer.cookie);
    const { jobId } = await deliverOrder(t, admin, ayse, order.id, { approve: false });
    await setOrderStatus(t, admin, order.id, "cancelled");
    const pay = (await orderPay(t, admin, order.id)) as OrderPayDto;
    expect(pay).toMatchObject({ costCents: 0, fees: [{ jobId, status: "not_earned" }] });
    expect((await changeFee(jobId, { feeCents: 100, reason: "Partial work" })).statusCode).toBe(400);
  });
});

describe("statements", { timeout: ORDER_TEST_TIMEOUT }, () => {
  let statement: StatementDetailDto;
  let jobs: number[];

  it("are prepared only for a month that is over, one per translator, totalling exactly their jobs' fees", async () => {
    const first = await completedOrder(ayse);
    const second = await completedOrder(ayse);
    jobs = [first.jobId, second.jobId];
    await changeFee(second.jobId, { feeCents: 7320, reason: "Rounded for a shorter document" });
    for (const jobId of jobs) await earnedLastMonth(jobId);

    expect((await prepare(monthOf(new Date()))).json()).toMatchObject({ message: PAY_MESSAGES.monthNotOver });
    expect((await prepare("2026-13")).json()).toMatchObject({ message: PAY_MESSAGES.month });
    const month = previousMonth(new Date());
    const prepared = await prepare(month);
    expect(prepared.statusCode).toBe(201);
    const mine = prepared
      .json<{ statements: { id: number; translatorId: number }[] }>()
      .statements.find((s) => s.translatorId === ayse.translatorId)!;
    statement = (await get(t, `/api/admin/payouts/statements/${mine.id}`, admin)).json<StatementDetailDto>();
    expect(statement.jobs.map((job) => job.jobId).sort()).toEqual([...jobs].sort());
    const [sum] = await t.db
      .select({ cents: sql<string>`sum(${jobFees.feeCents})` })
      .from(jobFees)
      .where(eq(jobFees.statementId, statement.id));
    expect(statement).toMatchObject({
      month,
      translatorName: "Ayşe Yılmaz",
      jobCount: 2,
      totalCents: 8000 + 7320,
      paidAt: null,
    });
    expect(statement.totalCents).toBe(Number(sum!.cents));

    // Again: nothing new; a fee on a statement is settled.
    expect((await prepare(month)).json()).toMatchObject({ created: 0 });
    expect((await changeFee(first.jobId, { feeCents: 1, reason: "Oops" })).json()).toMatchObject({
      message: PAY_MESSAGES.feeOnStatement(statement.id),
    });
    const earnings = (await get(t, "/api/translator/earnings", ayse.cookie)).json<EarningsPage>();
    expect(earnings.items.filter((item) => jobs.includes(item.jobId)).map((item) => item.status)).toEqual([
      "in_statement",
      "in_statement",
    ]);
  });

  it("download as CSV and PDF with the same jobs and total, for the admin and their translator only", async () => {
    const csv = await get(t, `/api/admin/payouts/statements/${statement.id}/csv`, admin);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const rows = csv.body.trim().split("\r\n");
    expect(rows[0]).toBe("statement,translator,month,job,order,earned_on,fee_usd,fee_cents");
    expect(rows).toHaveLength(1 + 2 + 1);
    expect(rows.at(-1)).toBe(`${statement.id},Ayşe Yılmaz,${statement.month},total,,,153.20,15320`);
    const jobRows = rows.slice(1, -1).map((row) => Number(row.split(",").at(-1)));
    expect(jobRows.reduce((a, b) => a + b, 0)).toBe(15_320);

    const pdf = await get(t, `/api/translator/statements/${statement.id}/pdf`, ayse.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain("Translator payout statement");
    expect(text).toContain("Ayşe Yılmaz");
    expect(text).toContain("Total $153.20");
    for (const jobId of jobs) expect(text).toContain(`#${jobId}`);

    expect((await get(t, `/api/translator/statements/${statement.id}/csv`, mert.cookie)).json()).toEqual({
      message: "Statement not found",
      code: "NOT_FOUND",
    });
    const own = (await get(t, "/api/translator/statements", ayse.cookie)).json<StatementPage>();
    expect(own.items.map((item) => item.id)).toContain(statement.id);
    expect(
      (await get(t, "/api/translator/statements", mert.cookie)).json<StatementPage>().items.map((item) => item.id),
    ).not.toContain(statement.id);
  });

  it("are marked paid once through the payout adapter: a second request changes nothing and pays nothing again", async () => {
    expect((await markPaid(statement.id, { reference: " " })).json()).toMatchObject({
      message: PAY_MESSAGES.reference,
    });
    const paid = await markPaid(statement.id, { reference: "June payroll" });
    expect(paid.statusCode).toBe(200);
    const first = paid.json<StatementDetailDto>();
    expect(first).toMatchObject({
      reference: "June payroll",
      payoutProvider: "test",
      paidAt: expect.any(String),
      transferId: expect.stringMatching(/^tr_test_/),
    });
    const mails = (await t.mailer.listOutbox({ to: ayse.email, limit: 5 })).filter((mail) =>
      mail.subject.startsWith("Your payout for"),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("$153.20");

    const again = (await markPaid(statement.id, { reference: "Clicked twice" })).json<StatementDetailDto>();
    expect(again).toEqual(first);
    expect(
      (await t.mailer.listOutbox({ to: ayse.email, limit: 5 })).filter((mail) =>
        mail.subject.startsWith("Your payout for"),
      ),
    ).toHaveLength(1);
    const earnings = (await get(t, "/api/translator/earnings", ayse.cookie)).json<EarningsPage>();
    expect(earnings.items.filter((item) => jobs.includes(item.jobId)).map((item) => item.status)).toEqual([
      "paid",
      "paid",
    ]);
    expect(earnings.summary.paidCents).toBe(15_320);
  });

  it("keep the statement unpaid when the provider refuses, and record a payment made outside it", async () => {
    const { jobId } = await completedOrder(mert);
    await changeFee(jobId, { feeCents: 4013, reason: "Short document" });
    await t.db
      .update(jobFees)
      .set({ earnedAt: sql`date_trunc('month', now()) - interval '40 days'` })
      .where(eq(jobFees.jobId, jobId));
    const [lastDay] = await t.db.select({ earned: jobFees.earnedAt }).from(jobFees).where(eq(jobFees.jobId, jobId));
    const prepared = (await prepare(monthOf(lastDay!.earned!))).json<{
      statements: { id: number; translatorId: number; totalCents: number }[];
    }>();
    const own = prepared.statements.find((s) => s.translatorId === mert.translatorId)!;
    expect(own.totalCents).toBe(4013);

    const refused = await markPaid(own.id, { reference: "Payroll" });
    expect(refused.statusCode).toBe(502);
    expect(refused.json<{ message: string }>().message.startsWith(PAYOUT_REFUSED_PREFIX)).toBe(true);
    expect((await t.db.select().from(payoutStatements).where(eq(payoutStatements.id, own.id)))[0]).toMatchObject({
      paidAt: null,
      transferId: null,
    });

    const wired = (
      await markPaid(own.id, { reference: "Wire 2026-0412", outsideProvider: true })
    ).json<StatementDetailDto>();
    expect(wired).toMatchObject({ payoutProvider: "manual", transferId: null, reference: "Wire 2026-0412" });
  });

  it("list newest first a page at a time, filtered by payment state", async () => {
    const page = (await get(t, "/api/admin/payouts/statements?limit=1", admin)).json<StatementPage>();
    expect(page.items).toHaveLength(1);
    expect(page.nextCursor).not.toBeNull();
    const next = (
      await get(t, `/api/admin/payouts/statements?limit=1&cursor=${page.nextCursor}`, admin)
    ).json<StatementPage>();
    expect(next.items[0]!.id).not.toBe(page.items[0]!.id);
    const unpaid = (await get(t, "/api/admin/payouts/statements?status=unpaid", admin)).json<StatementPage>();
    expect(unpaid.items.every((item) => item.paidAt === null)).toBe(true);
    expect((await get(t, "/api/admin/payouts/statements?month=May", admin)).json()).toMatchObject({
      message: PAY_MESSAGES.month,
    });
  });
});

describe("the translator's earnings list and the dashboard's cost", () => {
  it("pages the earnings newest first with the totals of the months shown", async () => {
    const first = (await get(t, "/api/translator/earnings?limit=1", ayse.cookie)).json<EarningsPage>();
    expect(first.items).toHaveLength(1);
    expect(first.months).toHaveLength(1);
    const rest = (
      await get(t, `/api/translator/earnings?limit=100&cursor=${first.nextCursor}`, ayse.cookie)
    ).json<EarningsPage>();
    const all = [...first.items, ...rest.items];
    expect(new Set(all.map((item) => item.jobId)).size).toBe(all.length);
    expect(all.map((item) => item.earnedAt)).toEqual([...all.map((item) => item.earnedAt)].sort().reverse());
    const lastMonth = rest.months.find((month) => month.month === previousMonth(new Date()))!;
    expect(lastMonth).toEqual({ month: previousMonth(new Date()), totalCents: 15_320, jobCount: 2 });
    expect((await get(t, "/api/translator/earnings?cursor=bogus", ayse.cookie)).json()).toMatchObject({
      message: "Invalid cursor",
    });
  });

  it("sums the fees earned per period for the admin from the rollups, as the fees themselves add up, also after a rebuild", async () => {
    // By now the file has earned fees this month and last, changed two of them and moved two to last month: each was
    // a trigger's update of the day rows (migration 0029). The same days as the revenue: this month from the 1st (UTC),
    // the last 30 days as today and the 29 before.
    const { thisMonth, last30Days } = dashboardPeriodStarts(new Date());
    const [direct] = await t.db
      .select({
        monthCents: sql<string>`coalesce(sum(${jobFees.feeCents}) filter (where (${jobFees.earnedAt} at time zone 'UTC')::date >= ${thisMonth}), 0)`,
        monthJobs: sql<string>`count(*) filter (where (${jobFees.earnedAt} at time zone 'UTC')::date >= ${thisMonth})`,
        last30Cents: sql<string>`coalesce(sum(${jobFees.feeCents}) filter (where (${jobFees.earnedAt} at time zone 'UTC')::date >= ${last30Days}), 0)`,
        allCents: sql<string>`sum(${jobFees.feeCents})`,
        allJobs: sql<string>`count(*)`,
      })
      .from(jobFees)
      .where(sql`${jobFees.earnedAt} is not null`);
    const expected = [
      { key: "this_month", costCents: Number(direct!.monthCents), feeJobs: Number(direct!.monthJobs) },
      { key: "last_30_days", costCents: Number(direct!.last30Cents) },
      { key: "all_time", costCents: Number(direct!.allCents), feeJobs: Number(direct!.allJobs) },
    ];
    // The dashboard's money periods carry the cost of the same days and the margin over the net.
    const money = async () => (await get(t, "/api/admin/stats", admin)).json<AdminStats>().money;
    const periods = await money();
    expect(periods).toMatchObject(expected);
    expect(periods[0]!.costCents).toBeLessThan(periods[2]!.costCents);
    for (const period of periods) {
      expect(period.marginCents).toBe(period.netCents - period.costCents);
      expect(period.marginPercent).toBe(
        period.netCents > 0 ? Math.round((period.marginCents / period.netCents) * 100) : null,
      );
    }

    await t.db.execute(sql`select public.stats_rebuild()`);
    expect(await money()).toMatchObject(expected);
  });
});

describe("the payout adapter", () => {
  it("is Stripe Connect with a Stripe key and the test provider without, as payments", () => {
    const offline = loadConfig({ NODE_ENV: "test", PORT: "0" });
    expect(createPayoutProvider(offline, t.db).kind).toBe("test");
    const live = loadConfig({
      NODE_ENV: "test",
      PORT: "0",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_PUBLISHABLE_KEY: "pk_test_x",
    });
    expect(createPayoutProvider(live, t.db).kind).toBe("stripe");
    // A public URL in production never gets the test provider: the server refuses to start first (payments-mode.ts).
    expect(() => loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://bosphorustranslate.com" })).toThrow(
      /Refusing to start/,
    );
  });
});

// Issue 42 item 3: Payouts said "No statements" and offered to prepare last month while a translator had earned
// $43.60 this month. What no statement holds yet is listed beside the statements, the month in progress as such.
describe("what is owed and on no statement yet", { timeout: ORDER_TEST_TIMEOUT }, () => {
  it("is the month in progress (owed so far, not payable) and an ended month waiting for its statement", async () => {
    const deniz = await approvedTranslator(t, admin, { fullName: "Deniz Kaya" });
    const now = await completedOrder(deniz);
    await changeFee(now.jobId, { feeCents: 4360, reason: "A short document" });
    const before = await completedOrder(deniz);
    await earnedLastMonth(before.jobId);
    const month = monthOf(new Date());
    const last = previousMonth(new Date());
    const denizOf = (list: OpenMonthList) => list.items.filter((item) => item.translatorId === deniz.translatorId);

    const open = (await get(t, "/api/admin/payouts/open", admin)).json<OpenMonthList>();
    const expected = [
      { month, state: "in_progress", totalCents: 4360, jobCount: 1 },
      { month: last, state: "to_prepare", totalCents: 8000, jobCount: 1 },
    ].map((row) => ({ translatorId: deniz.translatorId, translatorName: "Deniz Kaya", ...row }));
    expect(denizOf(open)).toEqual(expected);
    expect(open.totalCents).toBe(open.items.reduce((sum, item) => sum + item.totalCents, 0));
    // Their own Earnings page shows the same, and nobody else's.
    expect((await get(t, "/api/translator/earnings", deniz.cookie)).json<EarningsPage>().openMonths).toEqual(expected);
    const others = (await get(t, "/api/translator/earnings", mert.cookie)).json<EarningsPage>().openMonths;
    expect(others.every((item) => item.translatorId === mert.translatorId)).toBe(true);
    // The month in progress cannot be prepared; the ended one can, and leaves the list for a statement.
    expect((await prepare(month)).json()).toMatchObject({ message: PAY_MESSAGES.monthNotOver });
    expect((await prepare(last)).statusCode).toBe(201);
    expect(denizOf((await get(t, "/api/admin/payouts/open", admin)).json<OpenMonthList>())).toEqual([expected[0]]);
    const statements = (await get(t, "/api/translator/statements", deniz.cookie)).json<StatementPage>();
    expect(statements.items).toMatchObject([{ month: last, totalCents: 8000, jobCount: 1, paidAt: null }]);
    expect((await get(t, "/api/admin/payouts/open", deniz.cookie)).statusCode).toBe(403);
  });
});
