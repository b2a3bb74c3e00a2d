import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../../src/server/db/schema/orders";
import { payments } from "../../../src/server/db/schema/payments";
import { refunds } from "../../../src/server/db/schema/refunds";
import { users } from "../../../src/server/db/schema/users";
import { EXPORT_PAGE_SIZE } from "../../../src/server/reports/export-reports";
import { REPORT_DATE_MESSAGE, REPORT_RANGE_MESSAGE } from "../../../src/shared/schemas/reports";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "./admin-session";

// The accountant's CSV exports (docs/administration.md, "Reports"): admins only, a UTF-8 BOM, RFC 4180 quoting,
// formula cells neutralised, amounts in dollars from cents, the date range's both days included (UTC).

let t: TestApp;
let admin: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  const [ayse, mallory] = await t.db
    .insert(users)
    .values([
      {
        username: "ayse",
        email: "ayse.ozturk@example.com",
        password: "x",
        firstName: "Ayşe",
        lastName: "Öztürk, İnce",
      },
      {
        username: "mallory",
        email: "mallory@example.com",
        password: "x",
        firstName: '=HYPERLINK("http://evil.example")',
        lastName: "@SUM(A1)",
      },
    ])
    .returning();
  const order = async (userId: number, at: string, totalCents: number) =>
    (
      await t.db
        .insert(orders)
        .values({
          userId,
          serviceType: "certified",
          translationDirection: "tr-en",
          wordCount: 1000,
          totalCents,
          isRush: true,
          createdAt: new Date(at),
          updatedAt: new Date(at),
        })
        .returning()
    )[0]!.id;
  ids.before = await order(ayse!.id, "2025-12-31T23:59:59.999Z", 1000);
  ids.first = await order(ayse!.id, "2026-01-01T00:00:00.000Z", 15000);
  ids.last = await order(mallory!.id, "2026-01-31T23:59:59.999Z", 2505);
  ids.after = await order(mallory!.id, "2026-02-01T00:00:00.000Z", 3000);
  const [payment] = await t.db
    .insert(payments)
    .values({
      orderId: ids.first,
      amountCents: 15000,
      status: "refunded",
      stripePaymentId: "pi_123",
      metadata: { paidAt: "2026-01-01T10:00:00.000Z", cardBrand: "visa", cardLast4: "4242" },
      createdAt: new Date("2026-01-01T09:59:00Z"),
    })
    .returning();
  ids.payment = payment!.id;
  // Paid on February 1st (UTC) although created in January: outside a January export of payments.
  await t.db.insert(payments).values({
    orderId: ids.last,
    amountCents: 2505,
    status: "paid",
    metadata: { paidAt: "2026-02-01T00:00:00.000Z" },
    createdAt: new Date("2026-01-31T23:00:00Z"),
  });
  await t.db.insert(refunds).values([
    {
      paymentId: payment!.id,
      orderId: ids.first,
      amountCents: 1250,
      reason: 'Late by a day, "sorry"',
      status: "succeeded",
      createdAt: new Date("2026-01-15T12:00:00Z"),
    },
    {
      paymentId: payment!.id,
      orderId: ids.first,
      amountCents: 13750,
      reason: "=1+1",
      status: "succeeded",
      createdAt: new Date("2026-01-20T12:00:00Z"),
    },
    {
      paymentId: payment!.id,
      orderId: ids.first,
      amountCents: 500,
      reason: "Declined by the bank",
      status: "failed",
      createdAt: new Date("2026-01-21T12:00:00Z"),
    },
  ]);
});
afterAll(async () => t.close());

const download = (kind: string, query: string, cookie: string | null = admin) =>
  t.app.inject({ method: "GET", url: `/api/admin/reports/${kind}.csv?${query}`, headers: cookie ? { cookie } : {} });

/** The file's records, without the BOM; each record's cells as written (quoted cells kept quoted). */
function records(body: string): string[] {
  expect(body.startsWith("\uFEFF")).toBe(true);
  expect(body.endsWith("\r\n")).toBe(true);
  return body.slice(1, -2).split("\r\n");
}

describe("GET /api/admin/reports/*.csv", () => {
  it("sends the orders of the range, both days included, as an attachment with a UTF-8 BOM", async () => {
    const response = await download("orders", "from=2026-01-01&to=2026-01-31");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe("attachment; filename=orders-2026-01-01-to-2026-01-31.csv");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(records(response.body)).toEqual([
      "Order,Placed (UTC),Status,Customer,E-mail,Service,Direction,Words,Rush,Physical delivery,Total (USD),Paid (USD),Refunded (USD)",
      // Turkish letters as they are; the comma in the name quotes the cell; refunds count unless failed.
      `${ids.first},2026-01-01 00:00:00,pending,"Ayşe Öztürk, İnce",ayse.ozturk@example.com,certified,tr-en,1000,yes,no,150.00,150.00,150.00`,
      // A name that starts like a formula is written as text.
      `${ids.last},2026-01-31 23:59:59,pending,"'=HYPERLINK(""http://evil.example"") @SUM(A1)",mallory@example.com,certified,tr-en,1000,yes,no,25.05,25.05,0.00`,
    ]);
  });

  it("sends the charges taken in the range by when they were paid, and the refunds by when they were made", async () => {
    const paymentsFile = records((await download("payments", "from=2026-01-01&to=2026-01-31")).body);
    expect(paymentsFile).toEqual([
      "Payment,Paid (UTC),Order,Customer,E-mail,Amount (USD),Refunded (USD),Status,Provider,Card,Provider payment id",
      `${ids.payment},2026-01-01 10:00:00,${ids.first},"Ayşe Öztürk, İnce",ayse.ozturk@example.com,150.00,150.00,refunded,test,visa •••• 4242,pi_123`,
    ]);
    expect(records((await download("payments", "from=2026-02-01&to=2026-02-01")).body)).toHaveLength(2);

    const refundsFile = records((await download("refunds", "from=2026-01-15&to=2026-01-21")).body);
    expect(refundsFile[0]).toBe(
      "Refund,Date (UTC),Order,Payment,Customer,E-mail,Amount (USD),Status,Reason,Provider refund id",
    );
    const customer = `${ids.first},${ids.payment},"Ayşe Öztürk, İnce",ayse.ozturk@example.com`;
    expect(refundsFile.slice(1).map((line) => line.slice(line.indexOf(",2026-01-") + 21))).toEqual([
      `${customer},12.50,succeeded,"Late by a day, ""sorry""",`,
      `${customer},137.50,succeeded,'=1+1,`,
      `${customer},5.00,failed,Declined by the bank,`,
    ]);
    // The 15th only: the range's last day is included, the next one is not.
    expect(records((await download("refunds", "from=2026-01-01&to=2026-01-15")).body)).toHaveLength(2);
  });

  it("pages through more rows than one page holds, each row once, rows of the same microsecond included", async () => {
    const [customer] = await t.db
      .insert(users)
      .values({ username: "bulk", email: "bulk@example.com", password: "x" })
      .returning();
    const count = EXPORT_PAGE_SIZE * 2 + 7;
    await t.db.execute(sql`
      insert into orders (user_id, service_type, translation_direction, total_cents, created_at, updated_at)
      select ${customer!.id}, 'standard', 'en-tr', g, timestamptz '2027-03-03 10:00:00.123456+00', now() from generate_series(1, ${count}) as g`);
    const lines = records((await download("orders", "from=2027-03-03&to=2027-03-03")).body).slice(1);
    expect(lines).toHaveLength(count);
    expect(new Set(lines.map((line) => line.split(",")[0])).size).toBe(count);
  }, 120_000);

  it("is for admins only", async () => {
    expect((await download("orders", "from=2026-01-01&to=2026-01-31", null)).statusCode).toBe(401);
    const customer = await t.registerCustomer();
    for (const kind of ["orders", "payments", "refunds"]) {
      const response = await download(kind, "from=2026-01-01&to=2026-01-31", customer.cookie);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain("Öztürk");
    }
  });

  it("refuses a missing, malformed or reversed range", async () => {
    for (const query of [
      "",
      "from=2026-01-01",
      "from=2026-13-01&to=2026-12-31",
      "from=2026-02-30&to=2026-03-01",
      "from=01/01/2026&to=2026-01-31",
    ]) {
      const response = await download("orders", query);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(REPORT_DATE_MESSAGE);
    }
    const reversed = await download("payments", "from=2026-02-01&to=2026-01-01");
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(REPORT_RANGE_MESSAGE);
  });
});
