import { useQuery } from "@tanstack/react-query";
import type { OrderDetailDto } from "@shared/schemas/order-detail";
import type { Order } from "@/features/orders/types";
import { orderDetailKey } from "@/features/orders/order-queries";

/** GET /api/orders: the customer's orders, newest first. */
export function useOrders() {
  const query = useQuery<Order[], Error>({ queryKey: ["/api/orders"] });
  return { orders: query.data ?? [], isLoading: query.isLoading, isError: query.isError };
}

/** How often an order whose documents are still being read (docs/decisions/021-documents-read-after-storing.md) is fetched again. */
const WHILE_COUNTING_MS = 3_000;

/** GET /api/orders/:id with its documents, payments and status history; polled while a document is being read. */
export function useOrder(orderId: number | string) {
  return useQuery<OrderDetailDto, Error>({
    queryKey: orderDetailKey(orderId),
    refetchInterval: (query) => (query.state.data?.documents.some((document) => document.analysisStatus === "pending") ? WHILE_COUNTING_MS : false),
  });
}

export function countOrders(orders: Order[]) {
  return {
    total: orders.length,
    pending: orders.filter((o) => o.status === "pending").length,
    processing: orders.filter((o) => o.status === "processing").length,
    completed: orders.filter((o) => o.status === "completed").length,
  };
}
