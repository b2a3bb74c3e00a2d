import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../../src/server/db/schema/orders";
import { payments } from "../../../src/server/db/schema/payments";
import { settings } from "../../../src/server/db/schema/settings";
import { createStripePaymentProvider } from "../../../src/server/payments/stripe-payment-provider";
import { createPayableOrder } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";

// The Stripe provider end to end, offline: Stripe's SDK talks to a fake HTTP layer, and webhooks are
// signed with the SDK's own test-header helper.

const WEBHOOK_SECRET = "whsec_test_secret";
const stripeCalls: { method: string; url: string; body: string; idempotencyKey?: string }[] = [];
const intents = new Map<string, Record<string, unknown>>();

const fakeFetch = async (input: string | URL, init?: RequestInit) => {
  const url = new URL(String(input));
  const body = String(init?.body ?? "");
  const headers = new Headers(init?.headers as HeadersInit);
  stripeCalls.push({
    method: init?.method ?? "GET",
    url: url.pathname,
    body,
    idempotencyKey: headers.get("idempotency-key") ?? undefined,
  });
  if (init?.method === "POST" && url.pathname === "/v1/payment_intents") {
    const form = new URLSearchParams(body);
    const id = `pi_fake_${intents.size + 1}`;
    const intent = {
      id,
      object: "payment_intent",
      amount: Number(form.get("amount")),
      currency: form.get("currency"),
      client_secret: `${id}_secret_abc`,
      status: "requires_payment_method",
      metadata: { orderId: form.get("metadata[orderId]") },
      latest_charge: null,
    };
    intents.set(id, intent);
    return Response.json(intent);
  }
  const intent = intents.get(url.pathname.split("/").pop()!);
  if (!intent)
    return Response.json(
      { error: { type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent" } },
      { status: 404 },
    );
  // Read back as charged, unless a test says what Stripe would answer now (retrieveAs).
  const { retrieveAs, ...stored } = intent;
  return Response.json({
    ...stored,
    status: retrieveAs ?? "succeeded",
    latest_charge: {
      id: "ch_1",
      object: "charge",
      payment_method_details: { type: "card", card: { brand: "mastercard", last4: "4444" } },
    },
  });
};

const client = new Stripe("sk_test_fake", {
  httpClient: Stripe.createFetchHttpClient(fakeFetch as typeof fetch),
  maxNetworkRetries: 0,
});

let t: TestApp;
let cookie: string;
let email: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({
    payments: createStripePaymentProvider({
      secretKey: "sk_test_fake",
      publishableKey: "pk_test_fake",
      webhookSecret: WEBHOOK_SECRET,
      client,
    }),
  });
  const customer = await t.registerCustomer();
  ({ cookie } = customer);
  email = customer.user.email;
  admin = await verifiedAdminCookie(t);
});
afterAll(async () => t.close());

function intentEvent(
  type: string,
  intent: Record<string, unknown>,
  eventId = `evt_${Math.random().toString(36).slice(2)}`,
) {
  return JSON.stringify({
    id: eventId,
    object: "event",
    type,
    data: { object: { object: "payment_intent", ...intent } },
  });
}

const deliver = (
  payload: string,
  secret = WEBHOOK_SECRET,
  signature = client.webhooks.generateTestHeaderString({ payload, secret }),
) =>
  t.app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    payload,
  });

async function openIntent(orderId: number) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/create-payment-intent",
    headers: { cookie },
    payload: { orderId },
  });
  expect(response.statusCode).toBe(200);
  return intents.get(response.json().clientSecret.split("_secret_")[0])!;
}

describe("Stripe provider", () => {
  it("creates the intent with the server's amount, automatic payment methods, the order id and an idempotency key", async () => {
    const order = await createPayableOrder(t, cookie);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      headers: { cookie },
      payload: { orderId: order.id },
    });
    expect(response.json()).toEqual({
      clientSecret: "pi_fake_1_secret_abc",
      amount: 150,
      amountCents: 15000,
      provider: "stripe",
    });
    const call = stripeCalls.find((c) => c.method === "POST")!;
    const form = new URLSearchParams(call.body);
    expect(Object.fromEntries(form)).toMatchObject({
      amount: "15000",
      currency: "usd",
      "automatic_payment_methods[enabled]": "true",
      "metadata[orderId]": String(order.id),
    });
    expect(call.idempotencyKey).toMatch(new RegExp(`^order-${order.id}-\\d+-15000-0$`));
    expect((await t.app.inject({ method: "GET", url: "/api/payment-config" })).json()).toEqual({
      provider: "stripe",
      publishableKey: "pk_test_fake",
    });
  });

  it("marks the order paid on payment_intent.succeeded, once, however often Stripe delivers it", async () => {
    const order = await createPayableOrder(t, cookie);
    const intent = await openIntent(order.id);
    const payload = intentEvent("payment_intent.succeeded", { ...intent, status: "succeeded" }, "evt_paid_once");
    for (let i = 0; i < 3; i += 1) {
      const response = await deliver(payload);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe("processing");
    expect(await t.db.select().from(payments).where(eq(payments.orderId, order.id))).toMatchObject([
      {
        status: "paid",
        amountCents: 15000,
        provider: "stripe",
        stripePaymentId: intent.id,
        metadata: { cardBrand: "mastercard", cardLast4: "4444" },
      },
    ]);
    const receipts = (await t.mailer.listOutbox({ to: email })).filter(
      (mail) => mail.subject === `Payment receipt for order #${order.id} - Bosphorus Translate`,
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0].text).toContain("Paid with: Mastercard ending in 4444");
  });

  it("records one payment when the same event arrives several times at once", async () => {
    const order = await createPayableOrder(t, cookie);
    const intent = await openIntent(order.id);
    const payload = intentEvent("payment_intent.succeeded", { ...intent, status: "succeeded" }, "evt_concurrent");
    const responses = await Promise.all([deliver(payload), deliver(payload), deliver(payload)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, order.id))).toMatchObject([
      { status: "paid" },
    ]);
    const receipts = (await t.mailer.listOutbox({ to: email })).filter((mail) =>
      mail.subject.startsWith(`Payment receipt for order #${order.id} `),
    );
    expect(receipts).toHaveLength(1);
  });

  it("records payment_intent.payment_failed once and keeps the order pending", async () => {
    const order = await createPayableOrder(t, cookie);
    const intent = await openIntent(order.id);
    const payload = intentEvent(
      "payment_intent.payment_failed",
      {
        ...intent,
        last_payment_error: {
          type: "card_error",
          code: "card_declined",
          decline_code: "generic_decline",
          message: "Your card was declined.",
        },
      },
      "evt_failed_once",
    );
    expect((await deliver(payload)).statusCode).toBe(200);
    expect((await deliver(payload)).statusCode).toBe(200);
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.filter((payment) => payment.status === "failed")).toMatchObject([
      { amountCents: 15000, metadata: { failureCode: "generic_decline", failureMessage: "Your card was declined." } },
    ]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe("pending");
  });

  it("lists the checkout as a pending payment only while a submitted card awaits its answer", async () => {
    const order = await createPayableOrder(t, cookie);
    const intent = await openIntent(order.id);
    const listed = async () =>
      (await t.app.inject({ method: "GET", url: `/api/admin/orders/${order.id}`, headers: { cookie: admin } }))
        .json<{ payments: { status: string }[] }>()
        .payments.map((row) => row.status);
    expect(await listed()).toEqual([]);

    // 3-D Secure: the card was submitted, the bank's answer is awaited. A redelivery changes nothing.
    intents.set(intent.id as string, { ...intent, retrieveAs: "requires_action" });
    const action = intentEvent("payment_intent.requires_action", { ...intent, status: "requires_action" }, "evt_3ds");
    for (let i = 0; i < 2; i += 1) expect((await deliver(action)).statusCode).toBe(200);
    expect(await listed()).toEqual(["pending"]);
    const [marked] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.stripePaymentId, intent.id as string));
    const attemptedAt = (marked.metadata as { attemptedAt?: string }).attemptedAt;
    expect(attemptedAt).toEqual(expect.any(String));
    await deliver(action);
    const [again] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.stripePaymentId, intent.id as string));
    expect((again.metadata as { attemptedAt?: string }).attemptedAt).toBe(attemptedAt);

    // The bank said no: one failed payment, and the checkout waits for another card again.
    intents.set(intent.id as string, { ...intent, retrieveAs: "requires_payment_method" });
    const failed = intentEvent(
      "payment_intent.payment_failed",
      {
        ...intent,
        last_payment_error: { type: "card_error", code: "card_declined", message: "Your card was declined." },
      },
      "evt_3ds_failed",
    );
    expect((await deliver(failed)).statusCode).toBe(200);
    expect(await listed()).toEqual(["failed"]);
    // Stripe delivers out of order: the late requires_action of that attempt finds the intent open again.
    await deliver(intentEvent("payment_intent.requires_action", { ...intent, status: "requires_action" }, "evt_late"));
    expect(await listed()).toEqual(["failed"]);
  });

  it("refuses a bad or missing signature with 400 and changes nothing", async () => {
    const order = await createPayableOrder(t, cookie);
    const intent = await openIntent(order.id);
    const payload = intentEvent("payment_intent.succeeded", intent);
    for (const response of [
      await deliver(payload, "whsec_wrong"),
      await deliver(
        payload.replace('"amount":15000', '"amount":1'),
        WEBHOOK_SECRET,
        client.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      ),
      await t.app.inject({
        method: "POST",
        url: "/api/stripe/webhook",
        headers: { "content-type": "application/json" },
        payload,
      }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Invalid webhook signature");
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe("pending");
  });

  it("uses the signing secret from Payment settings when an administrator set one", async () => {
    await t.db.update(settings).set({ value: "whsec_from_settings" }).where(eq(settings.key, "stripe_webhook_secret"));
    try {
      const payload = intentEvent("customer.created", { id: "cus_1" });
      expect((await deliver(payload, WEBHOOK_SECRET)).statusCode).toBe(400);
      expect((await deliver(payload, "whsec_from_settings")).statusCode).toBe(200);
    } finally {
      await t.db.update(settings).set({ value: "" }).where(eq(settings.key, "stripe_webhook_secret"));
    }
  });

  it("keeps normal JSON parsing on every other route", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { cookie },
      payload: { serviceType: "standard", translationDirection: "en-tr", wordCount: 10 },
    });
    expect(response.statusCode).toBe(201);
    expect((await t.app.inject({ method: "POST", url: "/api/test-payments/confirm", payload: {} })).statusCode).toBe(
      404,
    );
  });
});
