import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { OutboxEmail, OutboxPage } from "@shared/schemas/mail";
import { ADMIN_OUTBOX_KEY } from "@/features/admin/admin-queries";
import { pagedUrl } from "@/hooks/use-paged-view";

export type { OutboxEmail };

/** GET /api/admin/outbox: one page of e-mails, newest first, searched by recipient or subject, optionally of one status. */
export function useOutbox(view: { search?: string; status?: string; limit?: number; cursor?: string }) {
  const url = pagedUrl(ADMIN_OUTBOX_KEY, {
    filters: { search: view.search?.trim(), status: view.status },
    limit: view.limit,
    cursor: view.cursor,
  });
  // A log: opening the page always fetches the latest rows.
  return useQuery<OutboxPage, Error>({ queryKey: [url], refetchOnMount: "always", placeholderData: keepPreviousData });
}
