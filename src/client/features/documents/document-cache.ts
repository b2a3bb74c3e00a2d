import type { QueryClient } from "@tanstack/react-query";
import type { DocumentDto } from "@shared/schemas/documents";
import type { OrderDto } from "@shared/schemas/orders";
import type { OrderDetailDto } from "@shared/schemas/order-detail";
import { orderDetailKey } from "@/features/orders/order-queries";

type DocumentChange = { order: OrderDto; added?: DocumentDto; removedId?: number };

/** Puts an upload's or removal's answer (the recomputed order) into the order's cached details at once. */
export function applyDocumentChange(queryClient: QueryClient, { order, added, removedId }: DocumentChange): void {
  queryClient.setQueryData<OrderDetailDto>(orderDetailKey(order.id), (current) => {
    if (!current) return current;
    let documents = current.documents;
    if (added) documents = [...documents, added];
    if (removedId !== undefined) documents = documents.filter((document) => document.id !== removedId);
    return { ...current, ...order, documents };
  });
  // Lists elsewhere (orders, My Documents) refetch when next shown; the details above are already current.
  // Any page of either list (their keys carry ?status=, ?cursor=...), not the order details.
  void queryClient.invalidateQueries({
    predicate: (query) => /^\/api\/(orders|documents)(\?|$)/.test(String(query.queryKey[0])),
  });
}
