import { randomBytes, timingSafeEqual } from "node:crypto";
import { STALE_PAYMENT_MESSAGE } from "../../shared/schemas/payments";
import { conflict, notFound } from "../http/app-error";
import {
  InvalidWebhookSignatureError, type PaymentEvent, type PaymentIntentInfo, type PaymentProvider, type RefundResult,
} from "./payment-provider";
import { testCardOutcome } from "./test-card-outcome";

type StoredIntent = PaymentIntentInfo & { successEventId?: string; refundedCents?: number };

/** Refunds whose cents end in 13 ($5.13, $100.13) are refused, to show what a provider failure looks like. */
export const TEST_REFUND_FAILURE_CENTS = 13;

export type TestPaymentProvider = PaymentProvider & {
  readonly kind: "test";
  /** What Stripe.js's confirmCardPayment does in the browser, answered with the event Stripe would send. */
  confirm(input: { clientSecret: string; cardNumber: string }): PaymentEvent;
  /** The intent a client secret belongs to (null when unknown or the secret does not match). */
  findBySecret(clientSecret: string): PaymentIntentInfo | null;
};

const random = (bytes: number) => randomBytes(bytes).toString("hex");

/**
 * Stripe's flow without Stripe: intents `pi_test_…` with client secrets `<id>_secret_…`, kept in memory
 * (after a restart a checkout simply gets a new intent), and test cards that succeed or decline like Stripe's.
 */
export function createTestPaymentProvider(): TestPaymentProvider {
  const intents = new Map<string, StoredIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const refunds = new Map<string, RefundResult & { paymentIntentId: string; amountCents: number }>();

  function toEvent(intent: StoredIntent, type: PaymentEvent["type"], eventId: string, failure?: { code: string; message: string }): PaymentEvent {
    const { clientSecret: _secret, successEventId: _eventId, refundedCents: _refunded, ...rest } = intent;
    return { id: eventId, type, providerType: type, intent: { ...rest, failure } };
  }

  return {
    kind: "test",

    async createIntent({ amountCents, currency, orderId, idempotencyKey }) {
      const existing = intents.get(byIdempotencyKey.get(idempotencyKey) ?? "");
      if (existing) return { ...existing };
      const id = `pi_test_${random(12)}`;
      const intent: StoredIntent = { id, clientSecret: `${id}_secret_${random(12)}`, amountCents, currency, status: "requires_payment_method", orderId };
      intents.set(id, intent);
      byIdempotencyKey.set(idempotencyKey, id);
      return { ...intent };
    },

    async retrieve(id) {
      const intent = intents.get(id);
      return intent ? { ...intent } : null;
    },

    async cancel(id) {
      const intent = intents.get(id);
      if (!intent || intent.status === "canceled") return;
      if (intent.status === "succeeded") throw new Error("You cannot cancel this PaymentIntent because it has a status of succeeded.");
      intent.status = "canceled";
    },

    async parseWebhook() {
      throw new InvalidWebhookSignatureError("The test payment provider does not receive webhooks");
    },

    // Like Stripe: the same key answers the same refund; more than the charge's unrefunded amount is refused.
    // An intent it does not know (the provider forgets intents on restart) is refunded on trust.
    async refund({ paymentIntentId, amountCents, idempotencyKey }) {
      const existing = refunds.get(idempotencyKey);
      if (existing) return { id: existing.id, status: existing.status };
      if (amountCents % 100 === TEST_REFUND_FAILURE_CENTS) {
        throw new Error(`The test provider refuses refunds ending in .${TEST_REFUND_FAILURE_CENTS} (simulated failure).`);
      }
      const intent = intents.get(paymentIntentId);
      if (intent && intent.status !== "succeeded") throw new Error("This PaymentIntent does not have a successful charge to refund.");
      const unrefunded = intent ? intent.amountCents - (intent.refundedCents ?? 0) : Infinity;
      if (amountCents > unrefunded) {
        throw new Error(`Refund amount ($${(amountCents / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(unrefunded / 100).toFixed(2)}).`);
      }
      if (intent) intent.refundedCents = (intent.refundedCents ?? 0) + amountCents;
      const refund = { id: `re_test_${random(12)}`, status: "succeeded" as const, paymentIntentId, amountCents };
      refunds.set(idempotencyKey, refund);
      return { id: refund.id, status: refund.status };
    },

    findBySecret(clientSecret) {
      const intent = intents.get(clientSecret.split("_secret_")[0]);
      return intent && sameSecret(intent.clientSecret, clientSecret) ? { ...intent } : null;
    },

    confirm({ clientSecret, cardNumber }) {
      const intent = intents.get(clientSecret.split("_secret_")[0]);
      if (!intent || !sameSecret(intent.clientSecret, clientSecret)) throw notFound("Payment");
      // Confirming a paid intent again re-sends its event, as Stripe redelivers webhooks: it must change nothing.
      if (intent.status === "succeeded") return toEvent(intent, "payment_intent.succeeded", intent.successEventId!);
      // Intents are cancelled when their order changed (issue 12): the checkout must start again with the new total.
      if (intent.status === "canceled") throw conflict(STALE_PAYMENT_MESSAGE);
      const outcome = testCardOutcome(cardNumber);
      intent.card = { brand: outcome.brand, last4: outcome.last4 };
      if (!outcome.ok) {
        intent.status = "requires_payment_method"; // as with Stripe, the customer may retry with another card
        return toEvent(intent, "payment_intent.payment_failed", `evt_test_${random(12)}`, { code: outcome.code, message: outcome.message });
      }
      intent.status = "succeeded";
      intent.successEventId = `evt_test_${random(12)}`;
      return toEvent(intent, "payment_intent.succeeded", intent.successEventId);
    },
  };
}

export function isTestPaymentProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.kind === "test" && "confirm" in provider;
}

function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
