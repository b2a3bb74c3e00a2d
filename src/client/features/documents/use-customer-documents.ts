import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import type { CustomerDocumentDto } from "@shared/schemas/documents";

/** GET /api/documents: every document of the customer's orders, newest first (My Documents). */
export function useCustomerDocuments() {
  const query = useQuery<CustomerDocumentDto[], Error>({ queryKey: ["/api/documents"] });
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
