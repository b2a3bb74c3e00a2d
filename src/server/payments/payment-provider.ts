// Card payments behind one interface (docs/decisions/003): Stripe when STRIPE_SECRET_KEY is set, otherwise
// the built-in test provider, which follows the same intent → confirm → event flow offline.

export type PaymentProviderKind = "stripe" | "test";

export type CardDetails = { brand?: string; last4?: string };

/** Stripe's intent statuses; the ones in REUSABLE_INTENT_STATUSES can still be paid. */
export type IntentStatus =
  | "requires_payment_method"
  | "requires_confirmation"
  | "requires_action"
  | "processing"
  | "requires_capture"
  | "canceled"
  | "succeeded";

export const REUSABLE_INTENT_STATUSES: ReadonlySet<string> = new Set([
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
]);

export type PaymentIntentInfo = {
  id: string;
  clientSecret: string;
  amountCents: number;
  currency: string;
  status: IntentStatus;
  /** From the intent's metadata; null when the intent was not made by this app. */
  orderId: number | null;
  card?: CardDetails;
};

export type CreateIntentInput = {
  amountCents: number;
  currency: "usd";
  orderId: number;
  customerEmail: string;
  /** Same key, same intent: a double click or two tabs never create two charges. */
  idempotencyKey: string;
};

/** The internal form of a provider event; the Stripe webhook and the test provider both produce it. */
export type PaymentEvent = {
  id: string;
  /** "payment_intent.attempted": a card was submitted and awaits its answer (Stripe's processing and requires_action). */
  type: "payment_intent.succeeded" | "payment_intent.payment_failed" | "payment_intent.attempted" | "other";
  /** The provider's own event type, for logs. */
  providerType: string;
  intent: Omit<PaymentIntentInfo, "clientSecret"> & { failure?: { code?: string; message: string } };
};

export type RefundInput = {
  paymentIntentId: string;
  amountCents: number;
  /** The admin's reason; kept in the refund's metadata (Stripe's own `reason` is a fixed list). */
  reason: string;
  /** Same key, same refund: a retry after a lost answer never refunds twice. */
  idempotencyKey: string;
};

/** The provider's refund: its id (re_…) and whether the money is on its way back yet. */
export type RefundResult = { id: string; status: "succeeded" | "pending" | "failed" };

export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /** What the browser needs to load the provider's card form (Stripe's publishable key). */
  readonly publishableKey?: string;
  createIntent(input: CreateIntentInput): Promise<PaymentIntentInfo>;
  /** null when the provider does not know the intent. */
  retrieve(id: string): Promise<PaymentIntentInfo | null>;
  /** Verifies the signature over the raw body; throws InvalidWebhookSignatureError when it does not hold. */
  parseWebhook(
    rawBody: Buffer,
    signatureHeader: string | undefined,
    options?: { webhookSecret?: string },
  ): Promise<PaymentEvent>;
  /**
   * Cancels an open intent so it can no longer be paid (the order changed; docs/ordering.md, "Stale checkout"). Cancelling one that is
   * already cancelled is a no-op; one that succeeded or is processing cannot be cancelled and throws.
   */
  cancel(id: string): Promise<void>;
  /** Gives money back on a paid intent; throws (with the provider's message) when the provider refuses. */
  refund(input: RefundInput): Promise<RefundResult>;
  /**
   * The intents made by this app (with an order id) that were charged since `since`, at most `limit`, for the
   * reconciliation of charges a crash left unrecorded (reconcile-captured-charges.ts).
   */
  listChargedIntents(options: { since: Date; limit: number }): Promise<PaymentIntentInfo[]>;
}

export class InvalidWebhookSignatureError extends Error {
  constructor(message = "Invalid webhook signature") {
    super(message);
    this.name = "InvalidWebhookSignatureError";
  }
}
