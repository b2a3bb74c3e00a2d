import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { PaymentHistoryPage, PaymentReceiptDto } from "@shared/schemas/payments";
import { pagedUrl } from "@/hooks/use-paged-view";

/** GET /api/payments: one page of Payment History, newest first (open checkouts are not listed), and how many there are. */
export function usePayments(view: { limit?: number; cursor?: string } = {}) {
  return useQuery<PaymentHistoryPage, Error>({
    queryKey: [pagedUrl("/api/payments", view)],
    placeholderData: keepPreviousData,
  });
}

/** GET /api/payments/:id/receipt, fetched when the receipt is opened. */
export function useReceipt(paymentId: number, enabled: boolean) {
  return useQuery<PaymentReceiptDto, Error>({ queryKey: [`/api/payments/${paymentId}/receipt`], enabled });
}
