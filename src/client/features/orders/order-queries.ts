import type { QueryClient } from "@tanstack/react-query";

/** The detail query of one order (GET /api/orders/:id). */
export const orderDetailKey = (orderId: number | string) => [`/api/orders/${orderId}`] as const;

const CUSTOMER_DATA = ["/api/orders", "/api/documents", "/api/payments"];

/** Marks every order, document and payment answer stale after something changed them. */
export function invalidateCustomerData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => CUSTOMER_DATA.some((prefix) => String(query.queryKey[0]).startsWith(prefix)),
  });
}
