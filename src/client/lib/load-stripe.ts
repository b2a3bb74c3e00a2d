import { errorText } from "@shared/error-codes";
// Stripe.js from Stripe's own host, loaded once and only when the server's provider is Stripe. The one loader for
// checkout's card form and the translators' identity check. No @stripe/stripe-js: its loader is larger than this.

export type StripeCardElement = {
  mount(target: HTMLElement): void;
  destroy(): void;
  on(event: "change", handler: (e: { error?: { message: string } }) => void): void;
};

type ConfirmResult = { error?: { message?: string; code?: string }; paymentIntent?: { status: string } };

export type StripeClient = {
  /** Stripe Identity's document + selfie modal. */
  verifyIdentity(clientSecret: string): Promise<{ error?: { message?: string } }>;
  elements(): { create(type: "card", options?: Record<string, unknown>): StripeCardElement };
  confirmCardPayment(
    clientSecret: string,
    data: { payment_method: { card: StripeCardElement }; return_url?: string },
    options?: { handleActions?: boolean },
  ): Promise<ConfirmResult>;
};

const STRIPE_JS_URL = "https://js.stripe.com/v3/";
export const STRIPE_LOAD_FAILED = errorText("STRIPE_LOAD_FAILED");

type StripeFactory = (publishableKey: string) => StripeClient;
const stripeGlobal = () => (window as unknown as { Stripe?: StripeFactory }).Stripe;

let loading: Promise<void> | null = null;

function loadScript(): Promise<void> {
  if (stripeGlobal()) return Promise.resolve();
  loading ??= new Promise<void>((resolve) => {
    const script = document.createElement("script");
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null; // a later visit may try again
      resolve();
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** A Stripe client for the publishable key; throws 'Stripe failed to load.' when the script is unavailable. */
export async function loadStripe(publishableKey: string | undefined): Promise<StripeClient> {
  await loadScript();
  const Stripe = stripeGlobal();
  if (!Stripe || !publishableKey) throw new Error(STRIPE_LOAD_FAILED);
  return Stripe(publishableKey);
}
