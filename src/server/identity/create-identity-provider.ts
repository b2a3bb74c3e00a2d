import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import { databaseRecordStore } from "../shared-state/test-provider-records";
import type { IdentityProvider } from "./identity-provider";
import { createStripeIdentityProvider } from "./stripe-identity-provider";
import { createTestIdentityProvider } from "./test-identity-provider";

/**
 * Stripe Identity when a secret key is configured; otherwise the offline test provider.
 * Stripe signs each webhook endpoint with its own secret: STRIPE_IDENTITY_WEBHOOK_SECRET is the identity
 * endpoint's, falling back to STRIPE_WEBHOOK_SECRET when one endpoint secret is shared.
 */
export function createIdentityProvider(config: AppConfig, db: Database): IdentityProvider {
  const { secretKey, publishableKey, webhookSecret, identityWebhookSecret } = config.stripe;
  if (!secretKey) return createTestIdentityProvider(databaseRecordStore(db));
  return createStripeIdentityProvider({
    secretKey,
    publishableKey,
    webhookSecret: identityWebhookSecret || webhookSecret,
  });
}
