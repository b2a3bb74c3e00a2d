import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AdminOrderList } from "@shared/schemas/refunds";
import { ADMIN_ORDERS_KEY } from "@/features/admin/admin-queries";
import { pagedUrl } from "@/hooks/use-paged-view";

export type AdminOrdersView = { status?: string; search?: string; sort?: string; limit?: number; cursor?: string };

/** GET /api/admin/orders: one page with the status counts. Keeps the last page on screen while the next one loads. */
export function useAdminOrders(view: AdminOrdersView = {}) {
  const filters = {
    status: view.status === "all" ? undefined : view.status,
    search: view.search?.trim(),
    sort: view.sort === "newest" ? undefined : view.sort,
  };
  const url = pagedUrl(ADMIN_ORDERS_KEY, { filters, limit: view.limit, cursor: view.cursor });
  return useQuery<AdminOrderList, Error>({ queryKey: [url], placeholderData: keepPreviousData });
}
