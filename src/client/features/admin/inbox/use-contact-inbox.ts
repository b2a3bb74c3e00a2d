import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { ContactMessageDetail, ContactMessagesPage } from "@shared/schemas/contact-inbox";
import { invalidateByPrefix } from "@/features/admin/admin-queries";
import { pagedUrl } from "@/hooks/use-paged-view";
import { apiRequest } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

export const ADMIN_CONTACT_KEY = "/api/admin/contact-messages";
export const contactMessageKey = (id: number | string) => `${ADMIN_CONTACT_KEY}/${id}`;

/** GET /api/admin/contact-messages: one page of the inbox, newest first. */
export function useContactMessages(view: { search?: string; status?: string; limit?: number; cursor?: string }) {
  const url = pagedUrl(ADMIN_CONTACT_KEY, {
    filters: { search: view.search?.trim(), status: view.status },
    limit: view.limit,
    cursor: view.cursor,
  });
  return useQuery<ContactMessagesPage, Error>({
    queryKey: [url],
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });
}

export function useContactMessage(id: string) {
  return useQuery<ContactMessageDetail, Error>({ queryKey: [contactMessageKey(id)] });
}

/** Writes answer the message's new state: it replaces the cached detail, and the lists are fetched again. */
function settle(detail: ContactMessageDetail) {
  queryClient.setQueryData([contactMessageKey(detail.id)], detail);
  void invalidateByPrefix(ADMIN_CONTACT_KEY);
}

export function useAnswerContactMessage(id: number) {
  return useMutation<ContactMessageDetail, Error, string>({
    mutationFn: async (body) => (await apiRequest("POST", `${contactMessageKey(id)}/replies`, { body })).json(),
    onSuccess: settle,
  });
}

export function useSetContactStatus(id: number) {
  return useMutation<ContactMessageDetail, Error, "open" | "closed">({
    mutationFn: async (status) => (await apiRequest("PATCH", contactMessageKey(id), { status })).json(),
    onSuccess: settle,
  });
}
