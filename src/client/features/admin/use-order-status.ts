import { useMutation } from "@tanstack/react-query";
import type { OrderStatus } from "@shared/enums";
import type { AdminOrderDetail, UpdateOrderStatusInput } from "@shared/schemas/admin";
import { ApiError, apiRequest } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { toast } from "@/hooks/use-toast";
import { ADMIN_ORDERS_KEY, ADMIN_STATS_KEY, adminOrderKey, invalidateByPrefix } from "@/features/admin/admin-queries";

type Variables = UpdateOrderStatusInput & { orderId: number };

/** PUT /api/admin/orders/:id/status, then refreshes the lists, the detail and the dashboard figures. */
export function useUpdateOrderStatus() {
  return useMutation<AdminOrderDetail, Error, Variables>({
    mutationFn: async ({ orderId, status, note }) =>
      (await apiRequest("PUT", `/api/admin/orders/${orderId}/status`, { status, ...(note ? { note } : {}) })).json(),
    onSuccess: (order) => {
      queryClient.setQueryData([adminOrderKey(order.id)], order);
      void invalidateByPrefix(ADMIN_ORDERS_KEY, ADMIN_STATS_KEY);
      toast({ title: "Order status updated", description: `Order #${order.id} is now ${order.status}.` });
    },
    onError: (error) => {
      // The server says why a move is refused (e.g. a document still lacks its translation).
      const reason = error instanceof ApiError ? error.serverMessage : undefined;
      toast({ title: "Error", description: reason ? `Failed to update order status. ${reason}` : "Failed to update order status.", variant: "destructive" });
    },
  });
}

/** The spec's one-click moves: pending → processing, processing → completed. */
export function nextStep(status: OrderStatus): { label: string; to: OrderStatus } | null {
  if (status === "pending") return { label: "Start Processing", to: "processing" };
  if (status === "processing") return { label: "Mark Completed", to: "completed" };
  return null;
}
