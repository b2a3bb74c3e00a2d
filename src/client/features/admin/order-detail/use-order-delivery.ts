import { useMutation, useQuery } from "@tanstack/react-query";
import type { AdminOrderDeliveryDto } from "@shared/schemas/jobs";
import { apiRequest, errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { toast } from "@/hooks/use-toast";
import { adminOrderKey } from "@/features/admin/admin-queries";

/** Starts with the order's key, so the status mutation's refresh of /api/admin/orders/* reaches it too. */
export const orderDeliveryKey = (orderId: number | string) => `${adminOrderKey(orderId)}/delivery`;

/** GET /api/admin/orders/:id/delivery: jobs, assignable translators, translated versions, certificates. */
export function useOrderDelivery(orderId: number) {
  return useQuery<AdminOrderDeliveryDto, Error>({ queryKey: [orderDeliveryKey(orderId)], staleTime: 0 });
}

/** POST /api/admin/orders/:id/assignment; the history gains a line, so the order is refetched too. */
export function useAssignTranslator(orderId: number) {
  return useMutation<AdminOrderDeliveryDto, Error, { translatorId: number; name: string }>({
    mutationFn: async ({ translatorId }) => (await apiRequest("POST", `/api/admin/orders/${orderId}/assignment`, { translatorId })).json(),
    onSuccess: (delivery, { name }) => {
      queryClient.setQueryData([orderDeliveryKey(orderId)], delivery);
      void queryClient.invalidateQueries({ queryKey: [adminOrderKey(orderId)], exact: true });
      toast({ title: "Translator assigned", description: `Order #${orderId} was assigned to ${name}.` });
    },
    onError: (error) => toast({ title: "Error", description: errorMessage(error, "Failed to assign the translator."), variant: "destructive" }),
  });
}
