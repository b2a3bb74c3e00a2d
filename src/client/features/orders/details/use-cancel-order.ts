import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OrderDto } from "@shared/schemas/orders";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import { invalidateCustomerData } from "@/features/orders/order-queries";

/** POST /api/orders/:id/cancel (pending orders only). */
export function useCancelOrder(orderId: number, onCancelled: () => void) {
  const queryClient = useQueryClient();
  return useMutation<OrderDto, Error, void>({
    mutationFn: async () => (await apiRequest("POST", `/api/orders/${orderId}/cancel`)).json(),
    onSuccess: async () => {
      await invalidateCustomerData(queryClient);
      toast({ title: "Order cancelled", description: `Order #${orderId} has been cancelled.` });
      onCancelled();
    },
    onError: (error) => {
      toast({ title: "Cancellation failed", description: errorMessage(error, "Failed to cancel the order. Please try again."), variant: "destructive" });
    },
  });
}
