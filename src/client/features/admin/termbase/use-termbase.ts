import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { TermDto, TermImportInput, TermImportResult, TermInput, TermListDto } from "@shared/schemas/termbase";
import { apiMessage, apiRequest } from "@/lib/api";
import { useTranslateMessage } from "@/lib/translate-message";
import { toast } from "@/hooks/use-toast";
import { invalidateByPrefix } from "@/features/admin/admin-queries";
import { pagedUrl } from "@/hooks/use-paged-view";

// The Termbase screen's calls (docs/workbench.md, "Termbase"). Every edit refetches the list: a saved term moves
// to the top (recently edited first).

export const ADMIN_TERMBASE_KEY = "/api/admin/termbase";

/** GET /api/admin/termbase: one page, with the search and the document-type filter. */
export function useTerms(view: { search?: string; documentType?: string; limit?: number; cursor?: string }) {
  const filters = { search: view.search?.trim(), documentType: view.documentType };
  const url = pagedUrl(ADMIN_TERMBASE_KEY, { filters, limit: view.limit, cursor: view.cursor });
  return useQuery<TermListDto, Error>({ queryKey: [url], placeholderData: keepPreviousData });
}

/** A failed call's toast, in the screen's language. */
function useFailureToast() {
  const { t } = useTranslation("termbase");
  const translate = useTranslateMessage();
  return (error: Error) =>
    toast({
      title: t("toast.failed"),
      description: translate(apiMessage(error, t("toast.failed"))),
      variant: "destructive",
    });
}

/** POST /api/admin/termbase (id null) or PUT /api/admin/termbase/:id. Refusals are shown by the dialog. */
export function useSaveTerm(options: { onSuccess?: () => void } = {}) {
  const { t } = useTranslation("termbase");
  return useMutation<TermDto, Error, { id: number | null; values: TermInput }>({
    mutationFn: async ({ id, values }) =>
      (await apiRequest(id ? "PUT" : "POST", id ? `${ADMIN_TERMBASE_KEY}/${id}` : ADMIN_TERMBASE_KEY, values)).json(),
    onSuccess: (term) => {
      void invalidateByPrefix(ADMIN_TERMBASE_KEY);
      toast({ title: t("toast.saved"), description: `${term.tr} → ${term.en}` });
      options.onSuccess?.();
    },
  });
}

/** DELETE /api/admin/termbase/:id */
export function useDeleteTerm(options: { onSuccess?: () => void } = {}) {
  const { t } = useTranslation("termbase");
  const failed = useFailureToast();
  return useMutation<void, Error, TermDto>({
    mutationFn: async (term) => {
      await apiRequest("DELETE", `${ADMIN_TERMBASE_KEY}/${term.id}`);
    },
    onSuccess: (_, term) => {
      void invalidateByPrefix(ADMIN_TERMBASE_KEY);
      toast({ title: t("toast.deleted"), description: term.tr });
      options.onSuccess?.();
    },
    onError: failed,
  });
}

/** POST /api/admin/termbase-files/import with the file's text. Refusals (the line or entry) are shown by the dialog. */
export function useImportTerms(options: { onSuccess?: () => void } = {}) {
  const { t } = useTranslation("termbase");
  return useMutation<TermImportResult, Error, TermImportInput>({
    mutationFn: async (input) => (await apiRequest("POST", `${ADMIN_TERMBASE_KEY}/import`, input)).json(),
    onSuccess: (result) => {
      void invalidateByPrefix(ADMIN_TERMBASE_KEY);
      toast({ title: t("toast.imported"), description: t("toast.importedBody", { ...result }) });
      options.onSuccess?.();
    },
  });
}
