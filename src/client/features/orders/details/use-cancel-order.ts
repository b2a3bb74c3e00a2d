import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { OrderDto } from "@shared/schemas/orders";
import { toast } from "@/hooks/use-toast";
import { apiRequest, apiMessage } from "@/lib/api";
import { invalidateCustomerData } from "@/features/orders/order-queries";
import { useTranslateMessage } from "@/lib/translate-message";

/** POST /api/orders/:id/cancel (pending orders only). */
export function useCancelOrder(orderId: number, onCancelled: () => void) {
  const queryClient = useQueryClient();
  const { t } = useTranslation("orders");
  const tm = useTranslateMessage();
  return useMutation<OrderDto, Error, void>({
    mutationFn: async () => (await apiRequest("POST", `/api/orders/${orderId}/cancel`)).json(),
    onSuccess: async () => {
      await invalidateCustomerData(queryClient);
      toast({ title: t("cancel.doneTitle"), description: t("cancel.doneText", { id: orderId }) });
      onCancelled();
    },
    onError: (error) => {
      toast({
        title: t("cancel.failedTitle"),
        description: tm(apiMessage(error, t("cancel.failedText"))),
        variant: "destructive",
      });
    },
  });
}
