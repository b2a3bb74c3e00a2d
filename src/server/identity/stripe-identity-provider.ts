import Stripe from "stripe";
import {
  InvalidIdentityWebhookError,
  translatorIdFromMetadata,
  type IdentityEvent,
  type IdentityProvider,
} from "./identity-provider";

export type StripeIdentityOptions = {
  secretKey: string;
  publishableKey?: string;
  webhookSecret?: string;
  /** Tests pass a client whose HTTP layer is faked; production builds its own. */
  client?: Stripe;
};

const EVENT_TYPES: Record<string, IdentityEvent["type"]> = {
  "identity.verification_session.verified": "verified",
  "identity.verification_session.requires_input": "requires_input",
};

/** Stripe Identity: a document check with a matching selfie, shown in the browser by Stripe.js. */
export function createStripeIdentityProvider(options: StripeIdentityOptions): IdentityProvider {
  const stripe = options.client ?? new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });

  return {
    kind: "stripe",
    publishableKey: options.publishableKey,

    async createSession({ translatorId, email }) {
      const session = await stripe.identity.verificationSessions.create({
        type: "document",
        options: { document: { require_matching_selfie: true } },
        metadata: { translatorId: String(translatorId) },
        provided_details: { email },
      });
      return { id: session.id, clientSecret: session.client_secret ?? "" };
    },

    async parseWebhook(rawBody, signatureHeader) {
      if (!options.webhookSecret) throw new InvalidIdentityWebhookError("Webhook secret is not configured");
      if (!signatureHeader) throw new InvalidIdentityWebhookError("Missing Stripe-Signature header");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret);
      } catch {
        throw new InvalidIdentityWebhookError();
      }
      const object = event.data.object as Partial<Stripe.Identity.VerificationSession>;
      return {
        id: event.id,
        type: EVENT_TYPES[event.type] ?? "other",
        providerType: event.type,
        sessionId: object.object === "identity.verification_session" ? (object.id ?? "") : "",
        translatorId: translatorIdFromMetadata(object.metadata?.translatorId),
      };
    },
  };
}
