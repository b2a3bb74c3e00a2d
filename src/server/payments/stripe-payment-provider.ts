import Stripe from "stripe";
import {
  InvalidWebhookSignatureError,
  type IntentStatus,
  type PaymentEvent,
  type PaymentIntentInfo,
  type PaymentProvider,
  type RefundResult,
} from "./payment-provider";
import { errorText } from "../../shared/error-codes";

export type StripeProviderOptions = {
  secretKey: string;
  publishableKey?: string;
  webhookSecret?: string;
  /** Tests pass a client whose HTTP layer is faked; production builds its own. */
  client?: Stripe;
};

const EVENT_TYPES: Record<string, PaymentEvent["type"]> = {
  "payment_intent.succeeded": "payment_intent.succeeded",
  "payment_intent.payment_failed": "payment_intent.payment_failed",
  // A card was submitted and its answer is awaited: the checkout's row becomes a pending payment (docs/billing.md).
  "payment_intent.processing": "payment_intent.attempted",
  "payment_intent.requires_action": "payment_intent.attempted",
};

/** Stripe: PaymentIntents with automatic payment methods, confirmed in the browser by Stripe.js. */
export function createStripePaymentProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = options.client ?? new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });

  return {
    kind: "stripe",
    publishableKey: options.publishableKey,

    async createIntent({ amountCents, currency, orderId, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency,
          automatic_payment_methods: { enabled: true },
          metadata: { orderId: String(orderId) },
          description: `Translation order #${orderId}`,
        },
        { idempotencyKey },
      );
      return toIntentInfo(intent);
    },

    async retrieve(id) {
      try {
        // The charge carries the card's brand and last 4 digits for the receipt.
        return toIntentInfo(await stripe.paymentIntents.retrieve(id, { expand: ["latest_charge"] }));
      } catch (error) {
        if ((error as { code?: string }).code === "resource_missing") return null;
        throw error;
      }
    },

    async cancel(id) {
      try {
        await stripe.paymentIntents.cancel(id, { cancellation_reason: "abandoned" });
      } catch (error) {
        // Already cancelled: nothing to do. Anything else (succeeded, processing) is the caller's to handle.
        const intent = (error as { raw?: { payment_intent?: { status?: string } } }).raw?.payment_intent;
        if (intent?.status === "canceled") return;
        throw error;
      }
    },

    async parseWebhook(rawBody, signatureHeader, parseOptions) {
      const secret = parseOptions?.webhookSecret || options.webhookSecret;
      if (!secret) throw new InvalidWebhookSignatureError("Webhook secret is not configured");
      if (!signatureHeader) throw new InvalidWebhookSignatureError("Missing Stripe-Signature header");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
      } catch {
        throw new InvalidWebhookSignatureError();
      }
      return toPaymentEvent(event);
    },

    async listChargedIntents({ since, limit }) {
      // Listed by creation time (search is eventually consistent and not offered everywhere); Stripe pages
      // 100 at a time and the SDK follows the pages.
      const charged: PaymentIntentInfo[] = [];
      for await (const intent of stripe.paymentIntents.list({
        created: { gte: Math.floor(since.getTime() / 1000) },
        limit: 100,
      })) {
        if (intent.status !== "succeeded") continue;
        const info = toIntentInfo(intent);
        if (info.orderId !== null) charged.push(info);
        if (charged.length >= limit) break;
      }
      return charged;
    },

    async refund({ paymentIntentId, amountCents, reason, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntentId, amount: amountCents, metadata: { reason: reason.slice(0, 500) } },
        { idempotencyKey },
      );
      return { id: refund.id, status: toRefundStatus(refund.status) };
    },
  };
}

/** Stripe's refund statuses: requires_action (some non-card methods) is still on its way; canceled never arrives. */
function toRefundStatus(status: string | null): RefundResult["status"] {
  if (status === "succeeded") return "succeeded";
  if (status === "failed" || status === "canceled") return "failed";
  return "pending";
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const type = EVENT_TYPES[event.type] ?? "other";
  const object = event.data.object as Partial<Stripe.PaymentIntent>;
  const intent =
    object.object === "payment_intent" ? toIntentInfo(object as Stripe.PaymentIntent) : emptyIntent(object.id);
  const lastError = (object as Stripe.PaymentIntent).last_payment_error;
  const failure = lastError
    ? { code: lastError.decline_code ?? lastError.code, message: lastError.message ?? errorText("CARD_DECLINED") }
    : undefined;
  const { clientSecret: _secret, ...rest } = intent;
  return {
    id: event.id,
    type,
    providerType: event.type,
    intent: { ...rest, failure: type === "payment_intent.payment_failed" ? failure : undefined },
  };
}

function toIntentInfo(intent: Stripe.PaymentIntent): PaymentIntentInfo {
  const orderId = Number(intent.metadata?.orderId);
  const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card ?? intent.last_payment_error?.payment_method?.card;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? "",
    amountCents: intent.amount,
    currency: intent.currency,
    status: intent.status as IntentStatus,
    orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
    card: card ? { brand: card.brand ?? undefined, last4: card.last4 ?? undefined } : undefined,
  };
}

function emptyIntent(id: string | undefined): PaymentIntentInfo {
  return { id: id ?? "", clientSecret: "", amountCents: 0, currency: "usd", status: "canceled", orderId: null };
}
