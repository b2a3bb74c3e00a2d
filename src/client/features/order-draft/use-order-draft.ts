import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { OrderDraftDto } from "@shared/schemas/order-draft";
import { fetchOrderDraft, ORDER_DRAFT_KEY } from "./draft-requests";

/** How often the draft is asked after while one of its files is being read. */
export const READING_POLL_MS = 1000;

// Writes (PUT, uploads, deletes) bump this; a GET that was under way across a write answers an older draft and
// is not taken (the write's own answer is newer).
let writes = 0;

/** Puts a write's answer in the cache. */
export function storeDraft(queryClient: QueryClient, draft: OrderDraftDto | null): void {
  writes += 1;
  queryClient.setQueryData(ORDER_DRAFT_KEY, draft);
}

/** GET /api/order-draft, asked again every second while a file is read (docs/ordering.md, "Files first"). */
export function useOrderDraft() {
  const queryClient = useQueryClient();
  return useQuery<OrderDraftDto | null>({
    queryKey: ORDER_DRAFT_KEY,
    queryFn: async () => {
      const before = writes;
      const draft = await fetchOrderDraft();
      if (writes !== before) return queryClient.getQueryData<OrderDraftDto | null>(ORDER_DRAFT_KEY) ?? draft;
      return draft;
    },
    // The calculator writes the draft without this cache: each visit of /order asks again.
    refetchOnMount: "always",
    refetchInterval: (query) =>
      query.state.data?.files.some((file) => file.status === "reading") ? READING_POLL_MS : false,
  });
}
