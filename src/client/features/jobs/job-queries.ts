import { useMutation, useQuery } from "@tanstack/react-query";
import type { TranslatorJobDetailDto, TranslatorJobSummaryDto } from "@shared/schemas/jobs";
import { apiRequest, errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { toast } from "@/hooks/use-toast";

// The translator portal's calls (docs/delivery.md). Query keys are the URLs (the default query GETs them).

export const TRANSLATOR_JOBS_KEY = "/api/translator/jobs";
export const translatorJobKey = (jobId: number | string) => `${TRANSLATOR_JOBS_KEY}/${jobId}`;
export const sourceDownloadUrl = (jobId: number, documentId: number) => `${translatorJobKey(jobId)}/documents/${documentId}/download`;

export function useTranslatorJobs() {
  return useQuery<TranslatorJobSummaryDto[], Error>({ queryKey: [TRANSLATOR_JOBS_KEY], staleTime: 0 });
}

export function useTranslatorJob(jobId: string) {
  return useQuery<TranslatorJobDetailDto, Error>({ queryKey: [translatorJobKey(jobId)], enabled: /^\d+$/.test(jobId), staleTime: 0 });
}

function storeJob(job: TranslatorJobDetailDto) {
  queryClient.setQueryData([translatorJobKey(job.id)], job);
  void queryClient.invalidateQueries({ queryKey: [TRANSLATOR_JOBS_KEY], exact: true });
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
      toast({ title: "Translation uploaded", description: `${file.name} was saved.` });
    },
    onError: (error) => toast({ title: "Upload failed", description: errorMessage(error, "Failed to upload the translation."), variant: "destructive" }),
  });
}

/** POST /api/translator/jobs/:id/complete */
export function useCompleteJob(jobId: number) {
  return useMutation<TranslatorJobDetailDto, Error, void>({
    mutationFn: async () => (await apiRequest("POST", `${translatorJobKey(jobId)}/complete`)).json(),
    onSuccess: (job) => {
      storeJob(job);
      toast({ title: "Job completed", description: `Order #${job.orderId} was sent for review.` });
    },
    onError: (error) => toast({ title: "Error", description: errorMessage(error, "Failed to complete the job."), variant: "destructive" }),
  });
}
