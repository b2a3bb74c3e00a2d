import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "../../../src/server/db/schema/payments";
import { markPaymentAttempted } from "../../../src/server/payments/record-payment-attempt";
import { createPayableOrder, TEST_CARD } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";

// Issue 42 item 3: opening /checkout made a "Pending $25.00" row in the admin's Payments. The checkout's row stays
// (the intent's bookkeeping), but it is a payment only once a card is submitted (docs/billing.md, "Open checkouts").

let t: TestApp;
let admin: string;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  ({ cookie } = await t.registerCustomer());
});
afterAll(async () => t.close());

const openCheckout = async (orderId: number) => {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/create-payment-intent",
    headers: { cookie },
    payload: { orderId },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ clientSecret: string }>().clientSecret;
};
const confirm = (clientSecret: string, cardNumber: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/test-payments/confirm",
    payload: { ...TEST_CARD, clientSecret, cardNumber },
  });

type Listed = { items: { orderId: number; status: string; amountCents: number }[]; total: number };
async function adminPaymentsOf(orderId: number, status = "all") {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/admin/payments?status=${status}&limit=100`,
    headers: { cookie: admin },
  });
  expect(response.statusCode).toBe(200);
  const page = response.json<Listed>();
  return { rows: page.items.filter((row) => row.orderId === orderId), total: page.total };
}
async function adminOrderPayments(orderId: number) {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/admin/orders/${orderId}`,
    headers: { cookie: admin },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ payments: { status: string }[] }>().payments.map((row) => row.status);
}

describe("an opened checkout in the admin's Payments", () => {
  it("is not a payment: not listed, not counted, not on the order page, while its row stays for the intent", async () => {
    const before = await adminPaymentsOf(0);
    const order = await createPayableOrder(t, cookie);
    const clientSecret = await openCheckout(order.id);
    // Reloading the checkout reuses the intent.
    expect(await openCheckout(order.id)).toBe(clientSecret);

    expect(await adminPaymentsOf(order.id)).toEqual({ rows: [], total: before.total });
    expect((await adminPaymentsOf(order.id, "pending")).rows).toEqual([]);
    expect(await adminOrderPayments(order.id)).toEqual([]);
    // Nothing lost: the intent's row is kept, so a late webhook, the reconciliation and a stale-checkout cancel find it.
    expect(await t.db.select().from(payments).where(eq(payments.orderId, order.id))).toMatchObject([
      { status: "pending", amountCents: 15000, stripePaymentId: clientSecret.split("_secret_")[0] },
    ]);
  });

  it("a declined card is one failed payment; the checkout's row is not listed as pending beside it", async () => {
    const order = await createPayableOrder(t, cookie);
    const clientSecret = await openCheckout(order.id);
    expect((await confirm(clientSecret, "4000000000000002")).statusCode).toBe(402);
    expect((await adminPaymentsOf(order.id)).rows).toMatchObject([{ status: "failed", amountCents: 15000 }]);
    expect(await adminOrderPayments(order.id)).toEqual(["failed"]);
    const [open] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.stripePaymentId, clientSecret.split("_secret_")[0]));
    expect(open).toMatchObject({ status: "pending" });
    expect(open.metadata).not.toHaveProperty("attemptedAt");

    // Another card on the same checkout pays it: the checkout's row becomes the paid payment.
    expect((await confirm(clientSecret, TEST_CARD.cardNumber)).statusCode).toBe(200);
    const listed = await adminPaymentsOf(order.id);
    expect(listed.rows.map((row) => row.status).sort()).toEqual(["failed", "paid"]);
    expect((await adminPaymentsOf(order.id, "paid")).rows).toHaveLength(1);
    expect(await adminOrderPayments(order.id)).toEqual(["paid", "failed"]);
  });

  it("a card submitted and still awaiting its answer is listed as pending", async () => {
    const order = await createPayableOrder(t, cookie);
    const clientSecret = await openCheckout(order.id);
    const intentId = clientSecret.split("_secret_")[0];
    // As the confirmation does before it asks the provider (a process that dies here leaves an attempt to look at).
    expect(await markPaymentAttempted(t.db, intentId)).toBe(true);
    expect(await markPaymentAttempted(t.db, intentId)).toBe(false);
    expect((await adminPaymentsOf(order.id, "pending")).rows).toMatchObject([
      { status: "pending", amountCents: 15000 },
    ]);
    expect(await adminOrderPayments(order.id)).toEqual(["pending"]);
  });
});
