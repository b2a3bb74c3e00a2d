import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents } from "../../../src/server/db/schema/documents";
import { payments } from "../../../src/server/db/schema/payments";
import { createPayableOrder, payOrder } from "../../support/fixtures";
import { type TestApp, createTestApp } from "../../support/test-app";

const TOKEN = "business-metrics-token-0123";

/** A series' value in the exposition; 0 when the series is not there yet. */
function value(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.split(" ").pop()) : 0;
}

describe("business metrics in GET /metrics", () => {
  let t: TestApp;
  const scrape = async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  beforeAll(async () => {
    t = await createTestApp({ config: { metrics: { token: TOKEN, host: "127.0.0.1" } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("count an order created, then paid once (a declined card counts nothing), and its revenue in cents", async () => {
    const { cookie } = await t.registerCustomer();
    const before = await scrape();
    const order = await createPayableOrder(t, cookie);
    const created = await scrape();
    expect(value(created, "orders_created_total") - value(before, "orders_created_total")).toBe(1);
    expect(value(created, "orders_paid_total")).toBe(value(before, "orders_paid_total"));

    const declined = await payOrder(t, cookie, order.id, { cardNumber: "4000 0000 0000 0002" });
    expect(declined.confirm.statusCode).toBeGreaterThanOrEqual(400);
    expect(value(await scrape(), "orders_paid_total")).toBe(value(before, "orders_paid_total"));

    const { confirm } = await payOrder(t, cookie, order.id);
    expect(confirm.statusCode).toBe(200);
    const paid = await scrape();
    const paidRows = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, "paid")));
    expect(paidRows).toHaveLength(1);
    const payment = paidRows[0];
    expect(value(paid, "orders_paid_total") - value(before, "orders_paid_total")).toBe(1);
    // The checkout charges in US dollars (create-payment-intent.ts).
    const revenue = 'revenue_cents_total{currency="usd"}';
    expect(value(paid, revenue) - value(before, revenue)).toBe(payment!.amountCents);
    expect(payment!.amountCents).toBe(Math.round(order.totalPrice * 100));
  });

  it("give the age of the oldest unread document (0 once every document is read)", async () => {
    const { cookie } = await t.registerCustomer();
    const order = await createPayableOrder(t, cookie);
    expect(value(await scrape(), "document_oldest_unread_age_seconds")).toBe(0);
    // A document left unread for two hours (its reading was lost): the operator sees how long.
    await t.db
      .update(documents)
      .set({ analysisStatus: "pending", createdAt: sql`now() - interval '2 hours'` })
      .where(eq(documents.orderId, order.id));
    const age = value(await scrape(), "document_oldest_unread_age_seconds");
    expect(age).toBeGreaterThanOrEqual(7200);
    expect(age).toBeLessThan(7200 + 600);
  });
});
