import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { DocumentChangeResult, DocumentDto } from "@shared/schemas/documents";
import { toast } from "@/hooks/use-toast";
import { apiRequest, apiMessage } from "@/lib/api";
import { useTranslateMessage } from "@/lib/translate-message";
import { applyDocumentChange } from "./document-cache";

/** DELETE /api/documents/:id (pending orders only); the order comes back with its new totals. */
export function useDeleteDocument(onDeleted: (result: DocumentChangeResult, document: DocumentDto) => void) {
  const queryClient = useQueryClient();
  const { t } = useTranslation("ordering");
  const tm = useTranslateMessage();
  return useMutation<DocumentChangeResult, Error, DocumentDto>({
    mutationFn: async (document) => (await apiRequest("DELETE", `/api/documents/${document.id}`)).json(),
    onSuccess: (result, document) => {
      applyDocumentChange(queryClient, { order: result.order, removedId: document.id });
      onDeleted(result, document);
    },
    onError: (error) => {
      toast({
        title: t("files.removeFailedTitle"),
        description: tm(apiMessage(error, t("files.removeFailedText"))),
        variant: "destructive",
      });
    },
  });
}
