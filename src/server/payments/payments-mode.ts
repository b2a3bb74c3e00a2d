/** "live": Stripe takes payments and checks identities. "test": the built-in providers accept Stripe's test cards offline. */
export type PaymentsMode = "live" | "test";

export const PAYMENTS_REFUSAL =
  "Refusing to start: NODE_ENV=production with a public PUBLIC_URL but no STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY. " +
  "Without them anyone could pay and verify their identity with the built-in test providers. " +
  "Set the Stripe keys, or set PAYMENTS=test to run a public test deployment on purpose (every page then shows a test-mode banner).";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The payments mode, or an Error when a real deployment would silently run the fake providers: production,
 * a PUBLIC_URL other than localhost/127.0.0.1, no Stripe keys, and no explicit PAYMENTS=test.
 */
export function resolvePaymentsMode(options: {
  production: boolean;
  publicUrl: string;
  stripeSecretKey?: string;
  stripePublishableKey?: string;
  payments?: string;
}): PaymentsMode {
  if (options.stripeSecretKey && options.stripePublishableKey) return "live";
  if (options.payments?.toLowerCase() === "test") return "test";
  if (!options.production || isLocal(options.publicUrl)) return "test";
  throw new Error(PAYMENTS_REFUSAL);
}

function isLocal(publicUrl: string): boolean {
  try {
    return LOCAL_HOSTS.has(new URL(publicUrl).hostname);
  } catch {
    return false;
  }
}
