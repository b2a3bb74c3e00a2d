import { useQuery } from "@tanstack/react-query";
import type { AdminOrderDetail } from "@shared/schemas/admin";
import { adminOrderKey } from "@/features/admin/admin-queries";

/** GET /api/admin/orders/:id: the order, its customer, documents, payments and status history. */
export function useAdminOrder(orderId: string) {
  return useQuery<AdminOrderDetail, Error>({ queryKey: [adminOrderKey(orderId)], enabled: /^\d+$/.test(orderId) });
}
