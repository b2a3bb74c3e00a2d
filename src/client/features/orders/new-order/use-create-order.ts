import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { useTranslation } from "react-i18next";
import type { CreateOrderData, OrderDto } from "@shared/schemas/orders";
import { toast } from "@/hooks/use-toast";
import { apiRequest, apiMessage } from "@/lib/api";
import { invalidateCustomerData } from "@/features/orders/order-queries";
import { useTranslateMessage } from "@/lib/translate-message";
import { clearSavedQuote } from "./saved-quote";

/** POST /api/orders, then on to the order's upload page. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { t } = useTranslation("ordering");
  const tm = useTranslateMessage();
  return useMutation<OrderDto, Error, CreateOrderData>({
    mutationFn: async (order) => (await apiRequest("POST", "/api/orders", order)).json(),
    onSuccess: async (order) => {
      clearSavedQuote();
      await invalidateCustomerData(queryClient);
      toast({ title: t("newOrder.createdTitle"), description: t("newOrder.createdText", { id: order.id }) });
      navigate(`/dashboard/upload/${order.id}`);
    },
    onError: (error) => {
      toast({
        title: t("newOrder.failedTitle"),
        description: tm(apiMessage(error, t("newOrder.failedText"))),
        variant: "destructive",
      });
    },
  });
}
