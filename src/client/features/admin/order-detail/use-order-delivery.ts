import { useQuery } from "@tanstack/react-query";
import type { AdminOrderDeliveryDto } from "@shared/schemas/jobs";
import { adminOrderKey } from "@/features/admin/admin-queries";

/** Starts with the order's key, so the status mutation's refresh of /api/admin/orders/* reaches it too. */
export const orderDeliveryKey = (orderId: number | string) => `${adminOrderKey(orderId)}/delivery`;

/** GET /api/admin/orders/:id/delivery: jobs, assignable translators, translated versions, certificates. */
export function useOrderDelivery(orderId: number) {
  return useQuery<AdminOrderDeliveryDto, Error>({ queryKey: [orderDeliveryKey(orderId)], staleTime: 0 });
}
