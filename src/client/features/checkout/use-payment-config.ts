import { useQuery } from "@tanstack/react-query";
import type { PaymentConfigDto } from "@shared/schemas/payments";

/** GET /api/payment-config: Stripe (with its publishable key) or the built-in test provider. */
export function usePaymentConfig() {
  return useQuery<PaymentConfigDto, Error>({ queryKey: ["/api/payment-config"] });
}
