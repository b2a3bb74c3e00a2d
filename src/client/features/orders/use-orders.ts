import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { OrderStatus } from "@shared/enums";
import type { OrderDetailDto } from "@shared/schemas/order-detail";
import type { CustomerOrderList } from "@shared/schemas/orders";
import { orderDetailKey } from "@/features/orders/order-queries";
import { pagedUrl } from "@/hooks/use-paged-view";

/** GET /api/orders: one page of the customer's orders (newest first, optionally one status) with their count per status. */
export function useOrders(view: { status?: string; limit?: number; cursor?: string } = {}) {
  const url = pagedUrl("/api/orders", {
    filters: { status: view.status === "all" ? undefined : view.status },
    limit: view.limit,
    cursor: view.cursor,
  });
  const query = useQuery<CustomerOrderList, Error>({ queryKey: [url], placeholderData: keepPreviousData });
  return {
    page: query.data,
    orders: query.data?.items ?? [],
    statusCounts: query.data?.statusCounts,
    /** Whether a listed order has a document (a pending order without any is paid after uploading); undefined until loaded. */
    hasDocuments: (orderId: number): boolean | undefined => {
      const order = query.data?.items.find((row) => row.id === orderId);
      return order ? order.documentCount > 0 : undefined;
    },
    isLoading: query.isLoading,
    isError: query.isError,
    isFetching: query.isFetching,
  };
}

/** How often an order whose documents are still being read (docs/decisions/021-documents-read-after-storing.md) is fetched again. */
const WHILE_COUNTING_MS = 3_000;

/** GET /api/orders/:id with its documents, payments and status history; polled while a document is being read. */
export function useOrder(orderId: number | string) {
  return useQuery<OrderDetailDto, Error>({
    queryKey: orderDetailKey(orderId),
    refetchInterval: (query) =>
      query.state.data?.documents.some((document) => document.analysisStatus === "pending") ? WHILE_COUNTING_MS : false,
  });
}

/** The dashboard counters, from the answer's count per status. */
export function countOrders(counts: Record<OrderStatus, number> | undefined) {
  const of = (status: OrderStatus) => counts?.[status] ?? 0;
  return {
    total: counts ? Object.values(counts).reduce((sum, value) => sum + value, 0) : 0,
    pending: of("pending"),
    processing: of("processing"),
    completed: of("completed"),
  };
}
