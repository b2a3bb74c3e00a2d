import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { TranslatorApplicationDto, TranslatorApplicationList } from "@shared/schemas/translators";
import type { TranslatorDecision, TranslatorTab } from "@shared/translator-status";
import { apiRequest, errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { toast } from "@/hooks/use-toast";
import { invalidateByPrefix } from "@/features/admin/admin-queries";
import { pagedUrl } from "@/hooks/use-paged-view";

export const APPLICATIONS_KEY = "/api/admin/translators";

/** GET /api/admin/translators: one page of a tab's applications, newest first, with every tab's count. */
export function useTranslatorApplications(view: { tab: TranslatorTab; limit?: number; cursor?: string }) {
  const url = pagedUrl(APPLICATIONS_KEY, { filters: { tab: view.tab }, limit: view.limit, cursor: view.cursor });
  return useQuery<TranslatorApplicationList, Error>({ queryKey: [url], placeholderData: keepPreviousData });
}

/** The decided application, in every page held in the cache (the open dialog shows its new status at once). */
function replaceApplication(application: TranslatorApplicationDto) {
  queryClient.setQueriesData<TranslatorApplicationList>(
    {
      predicate: (query) =>
        String(query.queryKey[0]).startsWith(`${APPLICATIONS_KEY}?`) || String(query.queryKey[0]) === APPLICATIONS_KEY,
    },
    (list) =>
      list && {
        ...list,
        items: list.items.map((row) => (row.translatorId === application.translatorId ? application : row)),
      },
  );
}

/** PUT /api/admin/translators/:id/status; the lists are refreshed on success (no polling: queries never go stale on their own). */
export function useDecideApplication() {
  return useMutation({
    mutationFn: async ({ translatorId, status }: { translatorId: number; status: TranslatorDecision }) =>
      (await (
        await apiRequest("PUT", `/api/admin/translators/${translatorId}/status`, { status })
      ).json()) as TranslatorApplicationDto,
    onSuccess: async (application) => {
      replaceApplication(application);
      await invalidateByPrefix(APPLICATIONS_KEY);
      toast({ title: "Status Updated", description: "Translator status has been successfully updated." });
    },
    onError: (error) => {
      const message = errorMessage(error, error.message);
      toast({ title: "Error", description: `Failed to update status: ${message}`, variant: "destructive" });
    },
  });
}
