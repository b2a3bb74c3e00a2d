import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../../src/server/db/schema/orders";
import { payments } from "../../../src/server/db/schema/payments";
import { refunds } from "../../../src/server/db/schema/refunds";
import { createStripePaymentProvider } from "../../../src/server/payments/stripe-payment-provider";
import { createOrderFor } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import { postRefund } from "./refund-fixtures";

// The real Stripe SDK, with its HTTP layer answered here: what it sends to /v1/refunds is checked as Stripe sees it.
type Sent = { url: string; body: URLSearchParams; idempotencyKey: string | null };
const sent: Sent[] = [];
let answer: { status: number; body: object } = { status: 200, body: {} };
const stripe = new Stripe("sk_test_unit", {
  maxNetworkRetries: 0,
  httpClient: Stripe.createFetchHttpClient(async (url, init) => {
    sent.push({
      url: String(url),
      body: new URLSearchParams(String(init?.body ?? "")),
      idempotencyKey: new Headers(init?.headers).get("idempotency-key"),
    });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json", "request-id": "req_test" },
    });
  }),
});
const provider = createStripePaymentProvider({ secretKey: "sk_test_unit", client: stripe });

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ payments: provider });
  admin = await verifiedAdminCookie(t);
});
afterAll(async () => t.close());

/** A processing order with a Stripe payment of $150.00, as the webhook would have recorded it. */
async function stripePaidOrder() {
  const { cookie } = await t.registerCustomer();
  const order = await createOrderFor(t, cookie);
  await t.db.update(orders).set({ status: "processing" }).where(eq(orders.id, order.id));
  const [payment] = await t.db
    .insert(payments)
    .values({
      orderId: order.id,
      amountCents: 15000,
      status: "paid",
      provider: "stripe",
      stripePaymentId: `pi_stripe_${order.id}`,
      paymentMethod: "card",
    })
    .returning();
  return { orderId: order.id, payment: payment! };
}

describe("refunds through Stripe", () => {
  it("creates a Stripe refund on the payment intent with the amount, the reason as metadata and an idempotency key", async () => {
    const { orderId, payment } = await stripePaidOrder();
    answer = { status: 200, body: { id: "re_123", object: "refund", status: "succeeded", amount: 5000 } };
    const response = await postRefund(t, admin, orderId, { amount: 50, reason: "Partial refund: one page not needed" });
    expect(response.statusCode).toBe(201);
    expect(sent.at(-1)!.url).toBe("https://api.stripe.com/v1/refunds");
    expect(Object.fromEntries(sent.at(-1)!.body)).toEqual({
      payment_intent: payment.stripePaymentId,
      amount: "5000",
      "metadata[reason]": "Partial refund: one page not needed",
    });
    expect(sent.at(-1)!.idempotencyKey).toBe(`refund-${payment.id}-5000-0`);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toMatchObject([
      { providerRefundId: "re_123", status: "succeeded", amountCents: 5000 },
    ]);
  });

  it("records a refund Stripe is still processing as pending", async () => {
    const { orderId } = await stripePaidOrder();
    answer = { status: 200, body: { id: "re_pending", object: "refund", status: "pending", amount: 15000 } };
    const response = await postRefund(t, admin, orderId, { amount: 150, reason: "Order cancelled" });
    expect(response.json().refund).toMatchObject({ status: "pending", amount: 150 });
  });

  it("answers 502 with Stripe's message and records nothing when Stripe refuses", async () => {
    const { orderId } = await stripePaidOrder();
    answer = {
      status: 400,
      body: {
        error: {
          type: "invalid_request_error",
          code: "charge_already_refunded",
          message: "Charge ch_1 has already been refunded.",
        },
      },
    };
    const response = await postRefund(t, admin, orderId, { amount: 20, reason: "Again" });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      "The payment provider refused the refund: Charge ch_1 has already been refunded.",
    );
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(0);
  });

  it("refuses a payment made with the built-in test provider", async () => {
    const { orderId, payment } = await stripePaidOrder();
    await t.db.update(payments).set({ provider: "test" }).where(eq(payments.id, payment.id));
    const response = await postRefund(t, admin, orderId, { amount: 20, reason: "Wrong provider" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "This payment was made through the test provider and cannot be refunded through the active one",
    );
  });
});
