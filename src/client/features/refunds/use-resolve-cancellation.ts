import { useMutation } from "@tanstack/react-query";
import type { ResolveCancellationInput, ResolveCancellationResponse } from "@shared/schemas/refunds";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import { refreshAfterRefund } from "./refund-queries";

/** POST /api/admin/cancellation-requests/:id/resolve: approve (maybe with a refund) or decline. */
export function useResolveCancellation(requestId: number, orderId: number, onDone: () => void) {
  return useMutation<ResolveCancellationResponse, Error, ResolveCancellationInput>({
    mutationFn: async (input) =>
      (await apiRequest("POST", `/api/admin/cancellation-requests/${requestId}/resolve`, input)).json(),
    onSuccess: async ({ request }) => {
      await refreshAfterRefund(undefined, orderId);
      const title = request.status === "approved" ? "Cancellation approved" : "Cancellation declined";
      toast({ title, description: `The customer of order #${orderId} has been e-mailed.` });
      onDone();
    },
    onError: (error) => {
      toast({
        title: "Action failed",
        description: errorMessage(error, "The request could not be resolved. Please try again."),
        variant: "destructive",
      });
    },
  });
}
