import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { InvalidWebhookSignatureError } from "./payment-provider";
import { createStripePaymentProvider } from "./stripe-payment-provider";

const SECRET = "whsec_unit_test";
const stripe = new Stripe("sk_test_unit");
const provider = createStripePaymentProvider({ secretKey: "sk_test_unit", webhookSecret: SECRET, client: stripe });

const payload = JSON.stringify({
  id: "evt_1",
  object: "event",
  type: "payment_intent.payment_failed",
  data: {
    object: {
      id: "pi_1",
      object: "payment_intent",
      amount: 24000,
      currency: "usd",
      status: "requires_payment_method",
      client_secret: "pi_1_secret_x",
      metadata: { orderId: "42" },
      last_payment_error: {
        code: "card_declined",
        decline_code: "insufficient_funds",
        message: "Your card has insufficient funds.",
        payment_method: { card: { brand: "visa", last4: "9995" } },
      },
    },
  },
});
const sign = (secret = SECRET, body = payload) => stripe.webhooks.generateTestHeaderString({ payload: body, secret });

describe("createStripePaymentProvider().parseWebhook", () => {
  it("verifies the signature and maps the event to the internal form", async () => {
    const event = await provider.parseWebhook(Buffer.from(payload), sign());
    expect(event).toEqual({
      id: "evt_1",
      type: "payment_intent.payment_failed",
      providerType: "payment_intent.payment_failed",
      intent: {
        id: "pi_1",
        amountCents: 24000,
        currency: "usd",
        status: "requires_payment_method",
        orderId: 42,
        card: { brand: "visa", last4: "9995" },
        failure: { code: "insufficient_funds", message: "Your card has insufficient funds." },
      },
    });
  });

  it.each([
    ["a signature made with another secret", () => sign("whsec_other")],
    ["a signature of another body", () => sign(SECRET, payload.replace("24000", "100"))],
    ["no signature", () => undefined],
    [
      "an old timestamp",
      () =>
        stripe.webhooks.generateTestHeaderString({
          payload,
          secret: SECRET,
          timestamp: Math.floor(Date.now() / 1000) - 3600,
        }),
    ],
  ])("refuses %s", async (_label, header) => {
    await expect(provider.parseWebhook(Buffer.from(payload), header())).rejects.toBeInstanceOf(
      InvalidWebhookSignatureError,
    );
  });

  it("prefers a secret given per call (the admin setting) and refuses when none is configured", async () => {
    await expect(
      provider.parseWebhook(Buffer.from(payload), sign("whsec_setting"), { webhookSecret: "whsec_setting" }),
    ).resolves.toMatchObject({ id: "evt_1" });
    const unconfigured = createStripePaymentProvider({ secretKey: "sk_test_unit", client: stripe });
    await expect(unconfigured.parseWebhook(Buffer.from(payload), sign())).rejects.toThrow(
      "Webhook secret is not configured",
    );
  });

  it("passes other event types through as 'other'", async () => {
    const body = JSON.stringify({
      id: "evt_2",
      object: "event",
      type: "customer.created",
      data: { object: { id: "cus_1", object: "customer" } },
    });
    const event = await provider.parseWebhook(Buffer.from(body), sign(SECRET, body));
    expect(event).toMatchObject({ type: "other", providerType: "customer.created", intent: { orderId: null } });
  });
});
