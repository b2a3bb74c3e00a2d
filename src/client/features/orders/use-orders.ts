import { useQuery } from "@tanstack/react-query";
import type { OrderDetailDto } from "@shared/schemas/orders";
import type { Order } from "@/features/orders/types";
import { orderDetailKey } from "@/features/orders/order-queries";

/** GET /api/orders: the customer's orders, newest first. */
export function useOrders() {
  const query = useQuery<Order[], Error>({ queryKey: ["/api/orders"] });
  return { orders: query.data ?? [], isLoading: query.isLoading, isError: query.isError };
}

/** GET /api/orders/:id with its documents, payments and status history. */
export function useOrder(orderId: number | string) {
  return useQuery<OrderDetailDto, Error>({ queryKey: orderDetailKey(orderId) });
}

export function countOrders(orders: Order[]) {
  return {
    total: orders.length,
    pending: orders.filter((o) => o.status === "pending").length,
    processing: orders.filter((o) => o.status === "processing").length,
    completed: orders.filter((o) => o.status === "completed").length,
  };
}
