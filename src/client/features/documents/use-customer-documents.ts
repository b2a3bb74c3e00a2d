import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { CustomerDocumentList } from "@shared/schemas/documents";
import { pagedUrl } from "@/hooks/use-paged-view";

/** GET /api/documents: one page of the documents of the customer's orders, newest first (My Documents), and their total. */
export function useCustomerDocuments(view: { limit?: number; cursor?: string } = {}) {
  return useQuery<CustomerDocumentList, Error>({
    queryKey: [pagedUrl("/api/documents", view)],
    placeholderData: keepPreviousData,
    // A document still being read (docs/decisions/021-documents-read-after-storing.md) gets its word count within seconds: look again until it has.
    refetchInterval: (state) =>
      state.state.data?.items.some((document) => document.analysisStatus === "pending") ? 3_000 : false,
  });
}
