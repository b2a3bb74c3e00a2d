import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminFileAccessPage, CustomerFileAccessPage, OrderFilesDto } from "@shared/schemas/files";
import { PAGE_SIZE_DEFAULT } from "@shared/schemas/pagination";
import { toast } from "@/hooks/use-toast";
import { ApiError, apiRequest } from "@/lib/api";
import { invalidateCustomerData } from "@/features/orders/order-queries";

// An order's files (docs/decisions/029-customer-files.md): retention, deletion, and the access log.

export const orderFilesKey = (orderId: number) => `/api/orders/${orderId}/files`;
export const adminOrderFilesKey = (orderId: number) => `/api/admin/orders/${orderId}/files`;

/** GET /api/orders/:id/files (the customer) or /api/admin/orders/:id/files (an admin). */
export function useOrderFiles(orderId: number, scope: "customer" | "admin" = "customer") {
  return useQuery<OrderFilesDto, Error>({
    queryKey: [scope === "admin" ? adminOrderFilesKey(orderId) : orderFilesKey(orderId)],
    enabled: Number.isInteger(orderId) && orderId > 0,
  });
}

/** DELETE /api/orders/:id/files, after the confirmation. */
export function useDeleteOrderFiles(orderId: number, onDone: () => void) {
  const queryClient = useQueryClient();
  const { t } = useTranslation("files");
  return useMutation<OrderFilesDto, Error, void>({
    mutationFn: async () => (await apiRequest("DELETE", orderFilesKey(orderId))).json(),
    onSuccess: async (files) => {
      queryClient.setQueryData([orderFilesKey(orderId)], files);
      await invalidateCustomerData(queryClient);
      await queryClient.invalidateQueries({ queryKey: [`/api/orders/${orderId}/file-access`] });
      toast({ title: t("card.doneTitle"), description: t("card.doneText", { id: orderId }) });
      onDone();
    },
    onError: (error) => {
      // The server's refusals, in the screen's language; anything else asks to try again.
      const code = error instanceof ApiError ? (error.body as { code?: string } | undefined)?.code : undefined;
      const description =
        error instanceof ApiError && error.status === 400
          ? t("card.notClosed")
          : code === "CONFLICT"
            ? t("card.alreadyDeleted")
            : t("card.failedText");
      toast({ title: t("card.failedTitle"), description, variant: "destructive" });
    },
  });
}

/** One page of an order's access log, newest first; the page's cursor and size are the card's own. */
export function useFileAccessPage<Page extends CustomerFileAccessPage | AdminFileAccessPage>(url: string) {
  const [cursor, setCursor] = useState<string | null>(null);
  const [limit, setLimit] = useState(PAGE_SIZE_DEFAULT);
  const params = new URLSearchParams();
  if (limit !== PAGE_SIZE_DEFAULT) params.set("limit", String(limit));
  if (cursor) params.set("cursor", cursor);
  const query = useQuery<Page, Error>({
    queryKey: [params.size > 0 ? `${url}?${params}` : url],
    placeholderData: (previous) => previous,
  });
  return {
    query,
    view: {
      limit,
      goTo: (next: string | null) => setCursor(next),
      setLimit: (size: number) => {
        setLimit(size);
        setCursor(null);
      },
    },
  };
}
