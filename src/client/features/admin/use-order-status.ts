import { useMutation } from "@tanstack/react-query";
import type { OrderStatus } from "@shared/enums";
import { statusMoveOptions, type StatusMoveOption } from "@shared/order-transitions";
import type { AdminOrder, AdminOrderDetail, UpdateOrderStatusInput } from "@shared/schemas/admin";
import { apiRequest, serverMessageOf } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { toast } from "@/hooks/use-toast";
import { ADMIN_ORDERS_KEY, ADMIN_STATS_KEY, adminOrderKey, invalidateByPrefix } from "@/features/admin/admin-queries";

type Variables = UpdateOrderStatusInput & { orderId: number };

/** PUT /api/admin/orders/:id/status, then refreshes the lists, the detail and the dashboard figures. */
export function useUpdateOrderStatus() {
  return useMutation<AdminOrderDetail, Error, Variables>({
    mutationFn: async ({ orderId, status, note, force, reason }) =>
      (
        await apiRequest("PUT", `/api/admin/orders/${orderId}/status`, {
          status,
          ...(note ? { note } : {}),
          ...(force ? { force, reason } : {}),
        })
      ).json(),
    onSuccess: (order) => {
      queryClient.setQueryData([adminOrderKey(order.id)], order);
      void invalidateByPrefix(ADMIN_ORDERS_KEY, ADMIN_STATS_KEY);
      toast({ title: "Order status updated", description: `Order #${order.id} is now ${order.status}.` });
    },
    onError: (error) => {
      // The server says why a move is refused (e.g. the order is not paid).
      const reason = serverMessageOf(error);
      toast({
        title: "Error",
        description: reason ? `Failed to update order status. ${reason}` : "Failed to update order status.",
        variant: "destructive",
      });
    },
  });
}

/** The moves the transition table offers the admin on this order, each with why it waits (null: allowed now). */
export function adminMoves(order: Pick<AdminOrder, "status" | "statusFacts">): StatusMoveOption[] {
  return statusMoveOptions(order.status, "admin", order.statusFacts);
}

const STEP_LABELS: Partial<Record<OrderStatus, string>> = {
  processing: "Start Processing",
  completed: "Mark Completed",
};

/** The one-click forward move (pending → processing, processing → completed) when the table offers it. */
export function nextStep(
  order: Pick<AdminOrder, "status" | "statusFacts">,
): { label: string; to: OrderStatus; refusal: string | null } | null {
  const move = adminMoves(order).find((option) => option.to !== "cancelled");
  return move ? { label: STEP_LABELS[move.to] ?? move.to, to: move.to, refusal: move.refusal } : null;
}
