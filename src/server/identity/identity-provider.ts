// Identity checks behind one interface (docs/decisions/003): Stripe Identity when STRIPE_SECRET_KEY is set,
// otherwise the built-in test provider, which follows the same session → outcome event flow offline.
import type { IdentityProviderKind } from "../../shared/schemas/translators";

export type { IdentityProviderKind };

/** A verification session: its id is kept on the application, its client secret goes to the browser. */
export type IdentitySession = { id: string; clientSecret: string };

/** The internal form of a provider event; the Stripe webhook and the test provider both produce it. */
export type IdentityEvent = {
  id: string;
  type: "verified" | "requires_input" | "other";
  /** The provider's own event type, for logs. */
  providerType: string;
  sessionId: string;
  /** From the session's metadata; null when the session was not made by this app. */
  translatorId: number | null;
};

export interface IdentityProvider {
  readonly kind: IdentityProviderKind;
  /** What the browser needs to load the provider's widget (Stripe's publishable key). */
  readonly publishableKey?: string;
  /** A document check (government photo ID) with a matching selfie. */
  createSession(input: { translatorId: number; email: string }): Promise<IdentitySession>;
  /** Verifies the signature over the raw body; throws InvalidIdentityWebhookError when it does not hold. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): Promise<IdentityEvent>;
}

export class InvalidIdentityWebhookError extends Error {
  constructor(message = "Invalid webhook signature") {
    super(message);
    this.name = "InvalidIdentityWebhookError";
  }
}

/** The translator id Stripe (or the test provider) echoes back from the session's metadata. */
export function translatorIdFromMetadata(value: unknown): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
