import { useQuery } from "@tanstack/react-query";
import { ApiError } from "@/lib/api";
import type { Order } from "@/features/orders/types";

/**
 * GET /api/orders (or /api/admin/orders). Until the orders API exists the server answers 404;
 * that reads as "no orders yet" rather than as an error.
 */
export function useOrders(url: "/api/orders" | "/api/admin/orders" = "/api/orders") {
  const query = useQuery<Order[], Error>({ queryKey: [url] });
  const notBuiltYet = query.error instanceof ApiError && query.error.status === 404;
  return {
    orders: query.data ?? [],
    isLoading: query.isLoading,
    isError: query.isError && !notBuiltYet,
  };
}

export function countOrders(orders: Order[]) {
  return {
    total: orders.length,
    pending: orders.filter((o) => o.status === "pending").length,
    processing: orders.filter((o) => o.status === "processing").length,
    completed: orders.filter((o) => o.status === "completed").length,
  };
}
