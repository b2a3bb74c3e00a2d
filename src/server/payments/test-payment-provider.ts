import { randomBytes } from "node:crypto";
import { centsToDecimal } from "../../shared/money";
import { conflict, notFound } from "../http/app-error";
import {
  InvalidWebhookSignatureError,
  type PaymentEvent,
  type PaymentIntentInfo,
  type PaymentProvider,
  type RefundResult,
} from "./payment-provider";
import { testCardOutcome } from "./test-card-outcome";
import { memoryRecordStore, type RecordStore } from "../shared-state/test-provider-records";
import { sameSecret } from "../security/one-time-codes";

type StoredIntent = PaymentIntentInfo & { successEventId?: string };

/** Refunds whose cents end in 13 ($5.13, $100.13) are refused, to show what a provider failure looks like. */
export const TEST_REFUND_FAILURE_CENTS = 13;

export type TestPaymentProvider = PaymentProvider & {
  readonly kind: "test";
  /** What Stripe.js's confirmCardPayment does in the browser, answered with the event Stripe would send. */
  confirm(input: { clientSecret: string; cardNumber: string }): Promise<PaymentEvent>;
  /** The intent a client secret belongs to (null when unknown or the secret does not match). */
  findBySecret(clientSecret: string): Promise<PaymentIntentInfo | null>;
};

const random = (bytes: number) => randomBytes(bytes).toString("hex");

/**
 * Stripe's flow without Stripe: intents `pi_test_…` with client secrets `<id>_secret_…`, and test cards that
 * succeed or decline like Stripe's. The server keeps intents in the database (`records`), so a restart or
 * another instance loses none; unit tests may keep them in memory.
 */
export function createTestPaymentProvider(records: RecordStore = memoryRecordStore()): TestPaymentProvider {
  /** The intents this process created, read or confirmed, for refunds (see refund below). */
  const seen = new Map<string, StoredIntent>();
  const remember = (intent: StoredIntent | undefined) => (intent && seen.set(intent.id, intent), intent);
  const refundedCents = new Map<string, number>();
  const refunds = new Map<string, RefundResult & { paymentIntentId: string; amountCents: number }>();

  function toEvent(
    intent: StoredIntent,
    type: PaymentEvent["type"],
    eventId: string,
    failure?: { code: string; message: string },
  ): PaymentEvent {
    const { clientSecret: _secret, successEventId: _eventId, ...rest } = intent;
    return { id: eventId, type, providerType: type, intent: { ...rest, failure } };
  }

  return {
    kind: "test",

    async createIntent({ amountCents, currency, orderId, idempotencyKey }) {
      const known = await records.get<{ intentId: string }>("payment_idempotency", idempotencyKey);
      const existing = known && (await records.get<StoredIntent>("payment_intent", known.intentId));
      if (existing) return remember(existing)!;
      const id = `pi_test_${random(12)}`;
      const intent: StoredIntent = {
        id,
        clientSecret: `${id}_secret_${random(12)}`,
        amountCents,
        currency,
        status: "requires_payment_method",
        orderId,
      };
      await records.putIfAbsent("payment_intent", id, intent);
      // Two instances racing on one key: the first mapping wins and both answer its intent.
      const winner = await records.putIfAbsent("payment_idempotency", idempotencyKey, { intentId: id });
      return remember(
        winner.intentId === id
          ? intent
          : ((await records.get<StoredIntent>("payment_intent", winner.intentId)) ?? intent),
      )!;
    },

    async retrieve(id) {
      return remember(await records.get<StoredIntent>("payment_intent", id)) ?? null;
    },

    async cancel(id) {
      await records.update<StoredIntent, void>("payment_intent", id, (intent) => {
        if (!intent || intent.status === "canceled") return { result: undefined };
        if (intent.status === "succeeded")
          throw new Error("You cannot cancel this PaymentIntent because it has a status of succeeded.");
        intent.status = "canceled";
        remember(intent);
        return { value: intent, result: undefined };
      });
    },

    async parseWebhook() {
      throw new InvalidWebhookSignatureError("The test payment provider does not receive webhooks");
    },

    // Like Stripe: the same key answers the same refund; more than the charge's unrefunded amount is refused.
    // Like Stripe: the same key answers the same refund; more than the charge's unrefunded amount is refused.
    // Refunds run inside the app's refund transaction, where the embedded database (one connection) cannot be
    // queried again: so they are checked against the intents this process has seen, in memory; an intent it has
    // not seen (another instance's, or one from before a restart) is refunded on trust.
    async refund({ paymentIntentId, amountCents, idempotencyKey }) {
      const existing = refunds.get(idempotencyKey);
      if (existing) return { id: existing.id, status: existing.status };
      if (amountCents % 100 === TEST_REFUND_FAILURE_CENTS) {
        throw new Error(
          `The test provider refuses refunds ending in .${TEST_REFUND_FAILURE_CENTS} (simulated failure).`,
        );
      }
      const intent = seen.get(paymentIntentId);
      if (intent && intent.status !== "succeeded")
        throw new Error("This PaymentIntent does not have a successful charge to refund.");
      const unrefunded = intent ? intent.amountCents - (refundedCents.get(paymentIntentId) ?? 0) : Infinity;
      if (amountCents > unrefunded) {
        throw new Error(
          `Refund amount ($${centsToDecimal(amountCents)}) is greater than unrefunded amount on charge ($${centsToDecimal(unrefunded)}).`,
        );
      }
      refundedCents.set(paymentIntentId, (refundedCents.get(paymentIntentId) ?? 0) + amountCents);
      const refund = { id: `re_test_${random(12)}`, status: "succeeded" as const, paymentIntentId, amountCents };
      refunds.set(idempotencyKey, refund);
      return { id: refund.id, status: refund.status };
    },

    async listChargedIntents({ since, limit }) {
      const stored = await records.list<StoredIntent>("payment_intent", {
        updatedSince: since,
        limit,
        where: { status: "succeeded" },
      });
      return stored.filter((intent) => intent.orderId !== null).map((intent) => remember(intent)!);
    },

    async findBySecret(clientSecret) {
      const intent = await records.get<StoredIntent>("payment_intent", clientSecret.split("_secret_")[0]);
      return intent && sameSecret(intent.clientSecret, clientSecret) ? remember(intent)! : null;
    },

    async confirm({ clientSecret, cardNumber }) {
      return records.update<StoredIntent, PaymentEvent>(
        "payment_intent",
        clientSecret.split("_secret_")[0],
        (intent) => {
          if (!intent || !sameSecret(intent.clientSecret, clientSecret)) throw notFound("PAYMENT_NOT_FOUND");
          // Confirming a paid intent again re-sends its event, as Stripe redelivers webhooks: it must change nothing.
          remember(intent);
          if (intent.status === "succeeded")
            return { result: toEvent(intent, "payment_intent.succeeded", intent.successEventId!) };
          // Intents are cancelled when their order changed: the checkout must start again with the new total.
          if (intent.status === "canceled") throw conflict("STALE_PAYMENT");
          const outcome = testCardOutcome(cardNumber);
          intent.card = { brand: outcome.brand, last4: outcome.last4 };
          if (!outcome.ok) {
            intent.status = "requires_payment_method"; // as with Stripe, the customer may retry with another card
            return {
              value: intent,
              result: toEvent(intent, "payment_intent.payment_failed", `evt_test_${random(12)}`, {
                code: outcome.code,
                message: outcome.message,
              }),
            };
          }
          intent.status = "succeeded";
          intent.successEventId = `evt_test_${random(12)}`;
          return { value: intent, result: toEvent(intent, "payment_intent.succeeded", intent.successEventId) };
        },
      );
    },
  };
}

export function isTestPaymentProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.kind === "test" && "confirm" in provider;
}
