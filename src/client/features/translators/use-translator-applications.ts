import { useMutation, useQuery } from "@tanstack/react-query";
import type { TranslatorApplicationDto } from "@shared/schemas/translators";
import type { TranslatorDecision } from "@shared/translator-status";
import { apiRequest, errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { toast } from "@/hooks/use-toast";

export const APPLICATIONS_KEY = ["/api/admin/translators"];

export function useTranslatorApplications() {
  return useQuery<TranslatorApplicationDto[]>({ queryKey: APPLICATIONS_KEY });
}

/** PUT /api/admin/translators/:id/status; the list is refreshed on success (no polling: queries never go stale on their own). */
export function useDecideApplication() {
  return useMutation({
    mutationFn: async ({ translatorId, status }: { translatorId: number; status: TranslatorDecision }) =>
      (await (await apiRequest("PUT", `/api/admin/translators/${translatorId}/status`, { status })).json()) as TranslatorApplicationDto,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
      toast({ title: "Status Updated", description: "Translator status has been successfully updated." });
    },
    onError: (error) => {
      const message = errorMessage(error, error.message);
      toast({ title: "Error", description: `Failed to update status: ${message}`, variant: "destructive" });
    },
  });
}
