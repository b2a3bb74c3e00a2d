import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";

export const PAYMENT_FAILED_FALLBACK = "An error occurred during payment.";

/** Spec 8: 'Payment Failed' with the provider's message (e.g. 'Your card was declined.') or the fallback. */
export function reportPaymentFailure(error: unknown): string {
  const message = typeof error === "string" ? error : errorMessage(error, PAYMENT_FAILED_FALLBACK);
  toast({ title: "Payment Failed", description: message, variant: "destructive" });
  return message;
}
