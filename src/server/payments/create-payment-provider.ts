import type { AppConfig } from "../config";
import type { PaymentProvider } from "./payment-provider";
import { createStripePaymentProvider } from "./stripe-payment-provider";
import { createTestPaymentProvider } from "./test-payment-provider";

/** Stripe when a secret key is configured; otherwise the offline test provider (development, tests, demos). */
export function createPaymentProvider(config: AppConfig): PaymentProvider {
  const { secretKey, publishableKey, webhookSecret } = config.stripe;
  if (!secretKey) return createTestPaymentProvider();
  return createStripePaymentProvider({ secretKey, publishableKey, webhookSecret });
}
