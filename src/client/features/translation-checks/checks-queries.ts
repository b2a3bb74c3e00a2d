import { useMutation, useQuery } from "@tanstack/react-query";
import type { OrderChecksDto } from "@shared/schemas/translation-checks";
import { apiRequest } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

// The translation checks' calls (docs/translation-checks.md, "Checks before delivery"). Keys are the URLs.

export const jobChecksKey = (jobId: number) => `/api/translator/jobs/${jobId}/checks`;
export const orderChecksKey = (orderId: number) => `/api/admin/orders/${orderId}/checks`;

/** While an upload's check runs in the background (or a report is stale), the panel looks again every few seconds. */
const waiting = (data: OrderChecksDto | undefined) => (data?.documents.some((doc) => doc.report?.stale) ? 5000 : false);

/** GET /api/translator/jobs/:id/checks */
export function useJobChecks(jobId: number) {
  return useQuery<OrderChecksDto, Error>({
    queryKey: [jobChecksKey(jobId)],
    staleTime: 0,
    refetchInterval: (query) => waiting(query.state.data),
  });
}

/** GET /api/admin/orders/:id/checks */
export function useOrderChecks(orderId: number) {
  return useQuery<OrderChecksDto, Error>({ queryKey: [orderChecksKey(orderId)], staleTime: 0 });
}

/** After an upload or a refused completion: the completion re-ran the checks, the panel shows what it found. */
export function refreshJobChecks(jobId: number) {
  void queryClient.invalidateQueries({ queryKey: [jobChecksKey(jobId)] });
}

/** POST /api/translator/jobs/:id/documents/:documentId/checks: "Run checks". */
export function useRunChecks(jobId: number) {
  return useMutation<OrderChecksDto, Error, { documentId: number }>({
    mutationFn: async ({ documentId }) =>
      (await apiRequest("POST", `/api/translator/jobs/${jobId}/documents/${documentId}/checks`)).json(),
    onSuccess: (data) => queryClient.setQueryData([jobChecksKey(jobId)], data),
  });
}

/** POST /api/translator/jobs/:id/documents/:documentId/checks/overrides */
export function useOverrideFinding(jobId: number) {
  return useMutation<OrderChecksDto, Error, { documentId: number; findingId: string; reason: string }>({
    mutationFn: async ({ documentId, findingId, reason }) =>
      (
        await apiRequest("POST", `/api/translator/jobs/${jobId}/documents/${documentId}/checks/overrides`, {
          findingId,
          reason,
        })
      ).json(),
    onSuccess: (data) => queryClient.setQueryData([jobChecksKey(jobId)], data),
  });
}

/** Where "Go to segment" leads: the segment in the editor (its page opens on it). */
export function segmentLink(jobId: number, documentId: number, segmentId: string): string {
  return `/translator/jobs/${jobId}/documents/${documentId}/editor?segment=${encodeURIComponent(segmentId)}`;
}
