import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RevisionRequestInput } from "@shared/draft-review";
import type { OrderDetailDto } from "@shared/schemas/orders";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import { invalidateCustomerData } from "@/features/orders/order-queries";

/** POST /api/orders/:id/review/approve */
export function useApproveDraft(orderId: number, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation<OrderDetailDto, Error, void>({
    mutationFn: async () => (await apiRequest("POST", `/api/orders/${orderId}/review/approve`)).json(),
    onSuccess: async () => {
      await invalidateCustomerData(queryClient);
      toast({ title: "Translation approved", description: "We will certify it and complete your order." });
      onDone();
    },
    onError: (error) => toast({ title: "Approval failed", description: errorMessage(error, "Please try again."), variant: "destructive" }),
  });
}

/** POST /api/orders/:id/review/revisions */
export function useRequestRevision(orderId: number, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation<OrderDetailDto, Error, RevisionRequestInput>({
    mutationFn: async (input) => (await apiRequest("POST", `/api/orders/${orderId}/review/revisions`, input)).json(),
    onSuccess: async () => {
      await invalidateCustomerData(queryClient);
      toast({ title: "Revision requested", description: "Your translator will upload a new version." });
      onDone();
    },
    onError: (error) => toast({ title: "Request failed", description: errorMessage(error, "Please try again."), variant: "destructive" }),
  });
}
