import { useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import type { FailedJobsPageAnswer, QueueOverview } from "@shared/schemas/queue";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

export const ADMIN_QUEUE_KEY = "/api/admin/queue";
const failedKey = (job: string) => `/api/admin/queue/${encodeURIComponent(job)}/failed`;

/** Backlog and failures per job kind; refreshed every 10 seconds while the page is open. */
export function useQueueOverview() {
  return useQuery<QueueOverview, Error>({
    queryKey: [ADMIN_QUEUE_KEY],
    refetchInterval: 10_000,
    refetchOnMount: "always",
  });
}

/** One job kind's failed jobs, newest first, 25 a page, with "Show older failures". */
export function useFailedJobs(job: string) {
  return useInfiniteQuery<FailedJobsPageAnswer, Error>({
    queryKey: [failedKey(job)],
    initialPageParam: null,
    queryFn: async ({ pageParam }) =>
      (
        await apiRequest(
          "GET",
          `${failedKey(job)}${pageParam ? `?cursor=${encodeURIComponent(String(pageParam))}` : ""}`,
        )
      ).json(),
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Retry or discard one failed job; the overview and the kind's list refresh. */
export function useFailedJobAction(job: string) {
  return useMutation<unknown, Error, { id: string; action: "retry" | "discard" }>({
    mutationFn: async ({ id, action }) =>
      (
        await apiRequest("POST", `/api/admin/queue/${encodeURIComponent(job)}/${encodeURIComponent(id)}/${action}`)
      ).json(),
    onSuccess: (_answer, { action }) => {
      toast({
        title: action === "retry" ? "Job queued again" : "Job discarded",
        description: action === "retry" ? `${job} runs again shortly.` : `The failed ${job} job was deleted.`,
      });
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: errorMessage(error, "The job could not be changed."),
        variant: "destructive",
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [ADMIN_QUEUE_KEY] });
      void queryClient.invalidateQueries({ queryKey: [failedKey(job)] });
    },
  });
}
