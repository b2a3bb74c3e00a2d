import { useMutation } from "@tanstack/react-query";
import { formatCents } from "@shared/money";
import type { CreateRefundInput, CreateRefundResponse } from "@shared/schemas/refunds";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import { refreshAfterRefund } from "./refund-queries";

/** POST /api/admin/orders/:id/refunds; the answer carries the updated order detail. */
export function useCreateRefund(orderId: number, onDone: () => void) {
  return useMutation<CreateRefundResponse, Error, CreateRefundInput>({
    mutationFn: async (input) => (await apiRequest("POST", `/api/admin/orders/${orderId}/refunds`, input)).json(),
    onSuccess: async ({ refund, order }) => {
      await refreshAfterRefund(order);
      toast({
        title: "Refund issued",
        description: `${formatCents(refund.amountCents)} refunded on order #${orderId}. The customer has been e-mailed.`,
      });
      onDone();
    },
    onError: (error) => {
      toast({
        title: "Refund failed",
        description: errorMessage(error, "The refund could not be made. Please try again."),
        variant: "destructive",
      });
    },
  });
}
