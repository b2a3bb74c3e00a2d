import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import { databaseRecordStore } from "../shared-state/test-provider-records";
import type { PaymentProvider } from "./payment-provider";
import { createStripePaymentProvider } from "./stripe-payment-provider";
import { createTestPaymentProvider } from "./test-payment-provider";

/** Stripe when a secret key is configured; otherwise the offline test provider (development, tests, demos). */
export function createPaymentProvider(config: AppConfig, db: Database): PaymentProvider {
  const { secretKey, publishableKey, webhookSecret } = config.stripe;
  if (!secretKey) return createTestPaymentProvider(databaseRecordStore(db));
  return createStripePaymentProvider({ secretKey, publishableKey, webhookSecret });
}
