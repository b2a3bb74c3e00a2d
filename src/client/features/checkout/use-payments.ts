import { useQuery } from "@tanstack/react-query";
import type { PaymentHistoryItemDto, PaymentReceiptDto } from "@shared/schemas/payments";

/** GET /api/payments: Payment History, newest first (open checkouts are not listed). */
export function usePayments() {
  return useQuery<PaymentHistoryItemDto[], Error>({ queryKey: ["/api/payments"] });
}

/** GET /api/payments/:id/receipt, fetched when the receipt is opened. */
export function useReceipt(paymentId: number, enabled: boolean) {
  return useQuery<PaymentReceiptDto, Error>({ queryKey: [`/api/payments/${paymentId}/receipt`], enabled });
}
