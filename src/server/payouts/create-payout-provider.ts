import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import { databaseRecordStore } from "../shared-state/test-provider-records";
import type { PayoutProvider } from "./payout-provider";
import { createStripePayoutProvider } from "./stripe-payout-provider";
import { createTestPayoutProvider } from "./test-payout-provider";

/**
 * Stripe Connect when a secret key is configured; otherwise the offline test provider. The same choice as payments
 * (payments/create-payment-provider.ts) on the same keys, so the start-up refusal covers it too: a production server
 * with a public PUBLIC_URL never runs the test provider unless PAYMENTS=test says so (payments-mode.ts).
 */
export function createPayoutProvider(config: AppConfig, db: Database): PayoutProvider {
  const { secretKey } = config.stripe;
  if (!secretKey) return createTestPayoutProvider(databaseRecordStore(db));
  return createStripePayoutProvider({ secretKey });
}
