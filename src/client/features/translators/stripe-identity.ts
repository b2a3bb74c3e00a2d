// Stripe Identity's modal, loaded from Stripe's own script only when the server uses Stripe.

type StripeJs = { verifyIdentity(clientSecret: string): Promise<{ error?: { message?: string } }> };
declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

const STRIPE_JS_URL = "https://js.stripe.com/v3/";
export const STRIPE_LOAD_FAILED = "Stripe failed to load.";

function loadStripeScript(): Promise<void> {
  if (window.Stripe) return Promise.resolve();
  return new Promise((resolve) => {
    const script = document.createElement("script");
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => resolve(); // window.Stripe stays absent: the caller reports it
    document.head.appendChild(script);
  });
}

/** Opens the document + selfie check; resolves when the applicant has submitted it (or throws why not). */
export async function runStripeIdentity(clientSecret: string, publishableKey: string | undefined): Promise<void> {
  await loadStripeScript();
  if (!window.Stripe || !publishableKey) throw new Error(STRIPE_LOAD_FAILED);
  const { error } = await window.Stripe(publishableKey).verifyIdentity(clientSecret);
  if (error) throw new Error(error.message ?? "Identity verification was not completed.");
}
