import { useQueries, useQuery } from "@tanstack/react-query";
import type {
  DocumentSegmentsDto,
  DocumentTermsDto,
  SaveSegmentInput,
  SegmentDto,
  SegmentMatchesDto,
} from "@shared/schemas/workbench";
import { ApiError, apiRequest } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { translatorJobKey } from "@/features/jobs/job-queries";

// The workbench's calls (src/shared/schemas/workbench.ts lists the routes). Query keys are the URLs.

export const segmentsKey = (jobId: number | string, documentId: number | string) =>
  `${translatorJobKey(jobId)}/documents/${documentId}/segments`;
export const termsKey = (jobId: number | string, documentId: number | string) =>
  `${translatorJobKey(jobId)}/documents/${documentId}/terms`;
export const matchesKey = (jobId: number | string, segmentId: number) =>
  `${translatorJobKey(jobId)}/segments/${segmentId}/matches`;
export const pageImageUrl = (jobId: number | string, documentId: number | string, page: number) =>
  `${translatorJobKey(jobId)}/documents/${documentId}/pages/${page}`;
export const xliffUrl = (jobId: number | string, documentId: number | string) =>
  `${translatorJobKey(jobId)}/documents/${documentId}/xliff`;

/**
 * A document's segments. Refetched when the tab gets focus again, so a second tab shows what another confirmed;
 * polled while the segmentation job is still running.
 */
export function useDocumentSegments(jobId: string, documentId: string) {
  return useQuery<DocumentSegmentsDto, Error>({
    queryKey: [segmentsKey(jobId, documentId)],
    enabled: /^\d+$/.test(jobId) && /^\d+$/.test(documentId),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (query.state.data?.status === "pending" ? 3_000 : false),
  });
}

/** Every document's progress of the job (the job's figure sums them). */
export function useJobProgress(jobId: string, documentIds: number[]) {
  return useQueries({
    queries: documentIds.map((documentId) => ({
      queryKey: [segmentsKey(jobId, documentId)],
      staleTime: 0,
      refetchOnWindowFocus: true,
    })),
    combine: (results) => {
      let total = 0;
      let confirmed = 0;
      for (const result of results) {
        const data = result.data as DocumentSegmentsDto | undefined;
        total += data?.progress.total ?? 0;
        confirmed += data?.progress.confirmed ?? 0;
      }
      return { total, confirmed, ready: results.every((result) => result.data !== undefined) };
    },
  });
}

/**
 * A call that may not exist yet on this server (the memory and termbase routes come with their own work): a 404
 * or 405 reads as "nothing found", so the panes say "No matches" rather than failing.
 */
async function optionalGet<T>(url: string, empty: T): Promise<T> {
  const res = await fetch(url, { credentials: "include" });
  if (res.status === 404 || res.status === 405 || res.status === 501) return empty;
  if (!res.ok) throw new ApiError(res.status, `${res.status}: ${res.statusText}`);
  return (await res.json()) as T;
}

export function useSegmentMatches(jobId: string, segmentId: number | undefined) {
  return useQuery<SegmentMatchesDto, Error>({
    queryKey: [segmentId === undefined ? "no-segment" : matchesKey(jobId, segmentId)],
    enabled: segmentId !== undefined,
    queryFn: () => optionalGet(matchesKey(jobId, segmentId!), { segmentId: segmentId!, matches: [] }),
    staleTime: 60_000,
  });
}

export function useDocumentTerms(jobId: string, documentId: string) {
  return useQuery<DocumentTermsDto, Error>({
    queryKey: [termsKey(jobId, documentId)],
    queryFn: () => optionalGet(termsKey(jobId, documentId), { documentId: Number(documentId), hits: [] }),
    staleTime: 5 * 60_000,
  });
}

/** PUT /api/translator/jobs/:id/segments/:segmentId: the saved segment (a 409 SEGMENT_CONFLICT is an ApiError). */
export async function saveSegment(jobId: string, segmentId: number, input: SaveSegmentInput): Promise<SegmentDto> {
  const res = await apiRequest("PUT", `${translatorJobKey(jobId)}/segments/${segmentId}`, input);
  return (await res.json()) as SegmentDto;
}

/** Puts a saved segment into the cached list and recounts the progress. */
export function storeSegment(jobId: string, documentId: string, saved: SegmentDto) {
  queryClient.setQueryData<DocumentSegmentsDto>([segmentsKey(jobId, documentId)], (list) => {
    if (!list) return list;
    const segments = list.segments.map((segment) =>
      segment.id === saved.id && saved.revision >= segment.revision ? saved : segment,
    );
    const confirmed = segments.filter((segment) => segment.status === "confirmed").length;
    return { ...list, segments, progress: { total: segments.length, confirmed } };
  });
}

export function refetchSegments(jobId: string, documentId: string) {
  return queryClient.invalidateQueries({ queryKey: [segmentsKey(jobId, documentId)] });
}

export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/** POST …/segments/prepare: reads the document's text again when it failed or predates the workbench. */
export async function prepareSegments(jobId: string, documentId: string): Promise<DocumentSegmentsDto> {
  const res = await apiRequest("POST", `${segmentsKey(jobId, documentId)}/prepare`);
  const answer = (await res.json()) as DocumentSegmentsDto;
  queryClient.setQueryData([segmentsKey(jobId, documentId)], answer);
  return answer;
}
