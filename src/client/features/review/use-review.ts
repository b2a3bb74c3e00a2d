import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { RevisionRequestInput } from "@shared/draft-review";
import type { OrderDetailDto } from "@shared/schemas/order-detail";
import { toast } from "@/hooks/use-toast";
import { apiRequest, apiMessage } from "@/lib/api";
import { invalidateCustomerData } from "@/features/orders/order-queries";
import { useTranslateMessage } from "@/lib/translate-message";

/** POST /api/orders/:id/review/approve */
export function useApproveDraft(orderId: number, onDone: () => void) {
  const queryClient = useQueryClient();
  const { t } = useTranslation("review");
  const tm = useTranslateMessage();
  return useMutation<OrderDetailDto, Error, void>({
    mutationFn: async () => (await apiRequest("POST", `/api/orders/${orderId}/review/approve`)).json(),
    onSuccess: async () => {
      await invalidateCustomerData(queryClient);
      toast({ title: t("approve.doneTitle"), description: t("approve.doneText") });
      onDone();
    },
    onError: (error) =>
      toast({
        title: t("approve.failedTitle"),
        description: tm(apiMessage(error, t("tryAgain"))),
        variant: "destructive",
      }),
  });
}

/** POST /api/orders/:id/review/revisions */
export function useRequestRevision(orderId: number, onDone: () => void) {
  const queryClient = useQueryClient();
  const { t } = useTranslation("review");
  const tm = useTranslateMessage();
  return useMutation<OrderDetailDto, Error, RevisionRequestInput>({
    mutationFn: async (input) => (await apiRequest("POST", `/api/orders/${orderId}/review/revisions`, input)).json(),
    onSuccess: async () => {
      await invalidateCustomerData(queryClient);
      toast({ title: t("revision.doneTitle"), description: t("revision.doneText") });
      onDone();
    },
    onError: (error) =>
      toast({
        title: t("revision.failedTitle"),
        description: tm(apiMessage(error, t("tryAgain"))),
        variant: "destructive",
      }),
  });
}
