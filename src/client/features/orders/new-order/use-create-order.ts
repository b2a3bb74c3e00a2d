import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { CreateOrderData, OrderDto } from "@shared/schemas/orders";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import { invalidateCustomerData } from "@/features/orders/order-queries";
import { clearSavedQuote } from "./saved-quote";

/** POST /api/orders, then on to the order's upload page. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation<OrderDto, Error, CreateOrderData>({
    mutationFn: async (order) => (await apiRequest("POST", "/api/orders", order)).json(),
    onSuccess: async (order) => {
      clearSavedQuote();
      await invalidateCustomerData(queryClient);
      toast({ title: "Order created", description: `Order #${order.id} is ready for your documents.` });
      navigate(`/dashboard/upload/${order.id}`);
    },
    onError: (error) => {
      toast({ title: "Order failed", description: errorMessage(error, "Failed to create order. Please try again."), variant: "destructive" });
    },
  });
}
