import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AdminOrder } from "@shared/schemas/admin";
import { adminOrdersUrl } from "@/features/admin/admin-queries";

/** GET /api/admin/orders?status=&search= (newest first). Keeps the last list on screen while a new filter loads. */
export function useAdminOrders(filters: { status?: string; search?: string } = {}) {
  return useQuery<AdminOrder[], Error>({ queryKey: [adminOrdersUrl(filters)], placeholderData: keepPreviousData });
}
