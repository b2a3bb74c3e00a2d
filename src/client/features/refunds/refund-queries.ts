import { useQuery } from "@tanstack/react-query";
import type { AdminOrderDetailWithRefunds } from "@shared/schemas/refunds";
import { ADMIN_ORDERS_KEY, ADMIN_STATS_KEY, adminOrderKey, invalidateByPrefix } from "@/features/admin/admin-queries";
import { queryClient } from "@/lib/query-client";

export const CANCELLATION_REQUESTS_KEY = "/api/admin/cancellation-requests";

/**
 * The admin order detail with its refund side. Same query key as useAdminOrder, so it reads the page's
 * cached answer (GET /api/admin/orders/:id) rather than fetching again.
 */
export function useAdminOrderRefunds(orderId: number) {
  return useQuery<AdminOrderDetailWithRefunds, Error>({ queryKey: [adminOrderKey(orderId)] });
}

/** After a refund or a decision: the detail, the lists, the dashboard and the requests are all stale. */
export async function refreshAfterRefund(order?: AdminOrderDetailWithRefunds, orderId?: number) {
  if (order) queryClient.setQueryData([adminOrderKey(order.id)], order);
  else if (orderId) await queryClient.invalidateQueries({ queryKey: [adminOrderKey(orderId)] });
  await invalidateByPrefix(ADMIN_ORDERS_KEY, ADMIN_STATS_KEY, CANCELLATION_REQUESTS_KEY);
}
