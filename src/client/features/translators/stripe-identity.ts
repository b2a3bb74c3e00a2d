import { loadStripe } from "@/lib/load-stripe";

/** Opens Stripe Identity's document + selfie check; resolves when the applicant has submitted it (or throws why not). */
export async function runStripeIdentity(clientSecret: string, publishableKey: string | undefined): Promise<void> {
  const stripe = await loadStripe(publishableKey);
  const { error } = await stripe.verifyIdentity(clientSecret);
  if (error) throw new Error(error.message ?? "Identity verification was not completed.");
}
