import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../src/server/db/schema/orders";
import { payments } from "../../src/server/db/schema/payments";
import { reconcileCapturedCharges } from "../../src/server/payments/reconcile-captured-charges";
import { createStripePaymentProvider } from "../../src/server/payments/stripe-payment-provider";
import { buildPdf, createPayableOrder, uploadDocument } from "../support/fixtures";
import { createTestApp, type TestApp } from "../support/test-app";

// With Stripe the card is charged in the browser, so a stale or second charge can only be caught when Stripe tells
// us: the webhook and the reconciliation refund it automatically (docs/refunds.md, "Automatic refunds").
// Stripe's SDK talks to a fake HTTP layer here.

const WEBHOOK_SECRET = "whsec_refused_charges";
type FakeIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  created: number;
};
const intents = new Map<string, FakeIntent>();
const refundCalls: { paymentIntent: string | null; amount: number; idempotencyKey: string | null }[] = [];

const fakeFetch = async (input: string | URL, init?: RequestInit) => {
  const url = new URL(String(input));
  const method = init?.method ?? "GET";
  const form = new URLSearchParams(String(init?.body ?? ""));
  if (method === "POST" && url.pathname === "/v1/payment_intents") {
    const id = `pi_refused_${intents.size + 1}`;
    const intent: FakeIntent = {
      id,
      object: "payment_intent",
      amount: Number(form.get("amount")),
      currency: form.get("currency")!,
      status: "requires_payment_method",
      client_secret: `${id}_secret_x`,
      metadata: { orderId: form.get("metadata[orderId]")! },
      created: Math.floor(Date.now() / 1000),
    };
    intents.set(id, intent);
    return Response.json(intent);
  }
  if (method === "POST" && url.pathname === "/v1/refunds") {
    refundCalls.push({
      paymentIntent: form.get("payment_intent"),
      amount: Number(form.get("amount")),
      idempotencyKey: new Headers(init?.headers as HeadersInit).get("idempotency-key"),
    });
    return Response.json({
      id: `re_fake_${refundCalls.length}`,
      object: "refund",
      status: "succeeded",
      amount: Number(form.get("amount")),
    });
  }
  if (method === "GET" && url.pathname === "/v1/payment_intents") {
    return Response.json({ object: "list", url: "/v1/payment_intents", has_more: false, data: [...intents.values()] });
  }
  const [, , , id, action] = url.pathname.split("/");
  const intent = intents.get(id!);
  if (!intent)
    return Response.json(
      { error: { type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent" } },
      { status: 404 },
    );
  if (action === "cancel") {
    if (intent.status === "succeeded") {
      return Response.json(
        {
          error: {
            type: "invalid_request_error",
            message: "You cannot cancel this PaymentIntent because it has a status of succeeded.",
            payment_intent: intent,
          },
        },
        { status: 400 },
      );
    }
    intent.status = "canceled";
  }
  return Response.json(intent);
};

const client = new Stripe("sk_test_fake", {
  httpClient: Stripe.createFetchHttpClient(fakeFetch as typeof fetch),
  maxNetworkRetries: 0,
});
const provider = createStripePaymentProvider({
  secretKey: "sk_test_fake",
  publishableKey: "pk_test_fake",
  webhookSecret: WEBHOOK_SECRET,
  client,
});

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ payments: provider });
  ({ cookie } = await t.registerCustomer());
});
afterAll(async () => t.close());

/** The customer's browser confirms the card with Stripe.js: Stripe charges it; the webhook comes later. */
const chargeInBrowser = (intent: FakeIntent) => void (intent.status = "succeeded");
const deliverSucceeded = (intent: FakeIntent) => {
  const payload = JSON.stringify({
    id: `evt_${intent.id}`,
    object: "event",
    type: "payment_intent.succeeded",
    data: { object: intent },
  });
  const signature = client.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return t.app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    payload,
  });
};
async function openIntent(orderId: number): Promise<FakeIntent> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/create-payment-intent",
    headers: { cookie },
    payload: { orderId },
  });
  expect(response.statusCode).toBe(200);
  return intents.get(response.json().clientSecret.split("_secret_")[0])!;
}
const paymentsOf = (orderId: number) =>
  t.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
const orderStatus = async (orderId: number) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;

describe("Stripe charges the order could not take", () => {
  it("refunds a charge for an order whose documents changed after the card form was filled in", async () => {
    const order = await createPayableOrder(t, cookie);
    const intent = await openIntent(order.id);
    chargeInBrowser(intent);
    // The customer adds a page in another tab before Stripe's webhook arrives.
    const annex = await uploadDocument(t, cookie, order.id, {
      name: "annex.pdf",
      bytes: await buildPdf([["one two three four five"]]),
    });
    expect(annex.statusCode).toBe(201);

    expect((await deliverSucceeded(intent)).statusCode).toBe(200);
    expect(await orderStatus(order.id)).toBe("pending");
    expect(refundCalls.filter((call) => call.paymentIntent === intent.id)).toEqual([
      { paymentIntent: intent.id, amount: 15_000, idempotencyKey: `auto-refund-${intent.id}` },
    ]);
    expect(await paymentsOf(order.id)).toMatchObject([
      {
        status: "failed",
        stripePaymentId: intent.id,
        metadata: { refusedCharge: true, autoRefundId: expect.stringMatching(/^re_fake_/) },
      },
    ]);
    const [notice] = (await t.mailer.listOutbox({ to: "orders@bosphorustranslate.com" })).filter((mail) =>
      mail.subject.includes(`#${order.id}`),
    );
    expect(notice?.subject).toBe(`Charge refunded automatically on order #${order.id}: $150.00`);

    // Stripe delivers again: nothing is refunded twice.
    expect((await deliverSucceeded(intent)).statusCode).toBe(200);
    expect(refundCalls.filter((call) => call.paymentIntent === intent.id)).toHaveLength(1);
  });

  it("records a charge whose webhook never came, refunds a second one, and a second run changes nothing", async () => {
    const order = await createPayableOrder(t, cookie);
    const first = await openIntent(order.id);
    chargeInBrowser(first);
    const run = await reconcileCapturedCharges({ db: t.db, mailer: t.mailer, provider, log: t.app.log });
    expect(run.recorded).toEqual([first.id]);
    expect(await orderStatus(order.id)).toBe("processing");

    // A second intent for the same order, charged (another tab's checkout from before the first was recorded).
    const second: FakeIntent = {
      ...first,
      id: `${first.id}_again`,
      client_secret: `${first.id}_again_secret_x`,
      status: "succeeded",
    };
    intents.set(second.id, second);
    const refundRun = await reconcileCapturedCharges({ db: t.db, mailer: t.mailer, provider, log: t.app.log });
    expect(refundRun).toEqual({ recorded: [], refunded: [second.id], refundFailed: [] });
    expect(refundCalls.filter((call) => call.paymentIntent === second.id)).toHaveLength(1);
    expect((await paymentsOf(order.id)).map((row) => [row.stripePaymentId, row.status])).toEqual([
      [first.id, "paid"],
      [second.id, "failed"],
    ]);

    expect(await reconcileCapturedCharges({ db: t.db, mailer: t.mailer, provider, log: t.app.log })).toEqual({
      recorded: [],
      refunded: [],
      refundFailed: [],
    });
    expect(refundCalls.filter((call) => call.paymentIntent === second.id)).toHaveLength(1);
  });
});
