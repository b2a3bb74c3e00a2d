import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CancellationRequestDto, CancellationRequestInput } from "@shared/schemas/refunds";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import { invalidateCustomerData } from "@/features/orders/order-queries";

/** POST /api/orders/:id/cancellation-request (paid orders in processing). */
export function useRequestCancellation(orderId: number, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation<CancellationRequestDto, Error, CancellationRequestInput>({
    mutationFn: async (input) =>
      (await apiRequest("POST", `/api/orders/${orderId}/cancellation-request`, input)).json(),
    onSuccess: async () => {
      await invalidateCustomerData(queryClient);
      toast({
        title: "Cancellation requested",
        description: "We will review your request and e-mail you our decision.",
      });
      onDone();
    },
    onError: (error) => {
      toast({
        title: "Request failed",
        description: errorMessage(error, "Your request could not be sent. Please try again."),
        variant: "destructive",
      });
    },
  });
}
