import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import type { CustomerDocumentDto } from "@shared/schemas/documents";

/** GET /api/documents: every document of the customer's orders, newest first (My Documents). */
export function useCustomerDocuments() {
  const query = useQuery<CustomerDocumentDto[], Error>({
    queryKey: ["/api/documents"],
    // A document still being read (docs/decisions/021-documents-read-after-storing.md) gets its word count within seconds: look again until it has.
    refetchInterval: (state) => (state.state.data?.some((document) => document.analysisStatus === "pending") ? 3_000 : false),
  });
  const documents = query.data;
  const orderIdsWithDocuments = useMemo(() => new Set((documents ?? []).map((document) => document.orderId)), [documents]);
  return {
    documents: documents ?? [],
    isLoading: query.isLoading,
    isError: query.isError,
    /** Orders known to have at least one document; undefined until the list has loaded. */
    hasDocuments: (orderId: number): boolean | undefined => (documents ? orderIdsWithDocuments.has(orderId) : undefined),
  };
}
