import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { TranslatorJobDetailDto, TranslatorJobList, TranslatorJobTab } from "@shared/schemas/jobs";
import { apiRequest, errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { toast } from "@/hooks/use-toast";
import { pagedUrl } from "@/hooks/use-paged-view";
import { refreshJobChecks } from "@/features/translation-checks/checks-queries";

// The translator portal's calls (docs/delivery.md). Query keys are the URLs (the default query GETs them).

export const TRANSLATOR_JOBS_KEY = "/api/translator/jobs";
export const translatorJobKey = (jobId: number | string) => `${TRANSLATOR_JOBS_KEY}/${jobId}`;
export const sourceDownloadUrl = (jobId: number, documentId: number) =>
  `${translatorJobKey(jobId)}/documents/${documentId}/download`;

/** GET /api/translator/jobs: one page of a group's jobs (open, completed, cancelled), newest first, with every group's count. */
export function useTranslatorJobs(view: { tab: TranslatorJobTab; limit?: number; cursor?: string }) {
  const url = pagedUrl(TRANSLATOR_JOBS_KEY, { filters: { tab: view.tab }, limit: view.limit, cursor: view.cursor });
  return useQuery<TranslatorJobList, Error>({ queryKey: [url], staleTime: 0, placeholderData: keepPreviousData });
}

export function useTranslatorJob(jobId: string) {
  return useQuery<TranslatorJobDetailDto, Error>({
    queryKey: [translatorJobKey(jobId)],
    enabled: /^\d+$/.test(jobId),
    staleTime: 0,
  });
}

function storeJob(job: TranslatorJobDetailDto) {
  queryClient.setQueryData([translatorJobKey(job.id)], job);
  // Every page of the list (their keys carry ?tab=, ?cursor=...), not the jobs' details.
  void queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith(`${TRANSLATOR_JOBS_KEY}?`),
  });
}

/** POST /api/translator/jobs/:id/documents/:documentId/translations: a new version of the document's translation. */
export function useUploadTranslation(jobId: number) {
  return useMutation<TranslatorJobDetailDto, Error, { documentId: number; file: File }>({
    mutationFn: async ({ documentId, file }) => {
      const form = new FormData();
      form.append("file", file);
      return (await apiRequest("POST", `${translatorJobKey(jobId)}/documents/${documentId}/translations`, form)).json();
    },
    onSuccess: (job, { file }) => {
      storeJob(job);
      refreshJobChecks(jobId);
      toast({ title: "Translation uploaded", description: `${file.name} was saved.` });
    },
    onError: (error) =>
      toast({
        title: "Upload failed",
        description: errorMessage(error, "Failed to upload the translation."),
        variant: "destructive",
      }),
  });
}

/** POST /api/translator/jobs/:id/complete */
export function useCompleteJob(jobId: number) {
  return useMutation<TranslatorJobDetailDto, Error, void>({
    mutationFn: async () => (await apiRequest("POST", `${translatorJobKey(jobId)}/complete`)).json(),
    // A refused completion re-ran the checks: the panel shows what blocks.
    onSettled: () => refreshJobChecks(jobId),
    onSuccess: (job) => {
      storeJob(job);
      toast({ title: "Job completed", description: `Order #${job.orderId} was sent for review.` });
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: errorMessage(error, "Failed to complete the job."),
        variant: "destructive",
      }),
  });
}
