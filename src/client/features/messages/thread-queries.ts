import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type {
  NameSpelling,
  NameSpellingsDto,
  OrderMessageDto,
  ThreadPageDto,
  UnreadAnswer,
} from "@shared/schemas/order-messages";
import { apiRequest } from "@/lib/api";

// The conversation on an order (docs/order-messages.md): its pages, writing, reading, unread counts and names.

/** Messages per page of the thread: the newest, then "Show earlier messages". */
export const THREAD_PAGE_SIZE = 20;

export const threadKey = (orderId: number) => [`/api/orders/${orderId}/messages`] as const;
export const nameSpellingsKey = (orderId: number) => [`/api/orders/${orderId}/name-spellings`] as const;
export const UNREAD_PREFIX = "/api/messages/unread";

/** Unread counts are stale after anything the viewer read or wrote. */
export function invalidateUnread(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(UNREAD_PREFIX) });
}

/** GET /api/orders/:id/messages, newest page first; refetched when the window regains focus (new answers). */
export function useThread(orderId: number) {
  return useInfiniteQuery<ThreadPageDto, Error, InfiniteData<ThreadPageDto>, readonly string[], string | undefined>({
    queryKey: threadKey(orderId),
    initialPageParam: undefined,
    queryFn: async ({ pageParam }) => {
      const cursor = pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : "";
      return (await apiRequest("GET", `/api/orders/${orderId}/messages?limit=${THREAD_PAGE_SIZE}${cursor}`)).json();
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchOnWindowFocus: true,
  });
}

/** POST /api/orders/:id/messages: the text and files as a form (the server checks the files like documents). */
export function usePostMessage(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation<OrderMessageDto, Error, { text: string; files: File[] }>({
    mutationFn: async ({ text, files }) => {
      const form = new FormData();
      form.append("text", text);
      for (const file of files) form.append("attachments", file, file.name);
      return (await apiRequest("POST", `/api/orders/${orderId}/messages`, form)).json();
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: threadKey(orderId) });
      await invalidateUnread(queryClient);
    },
  });
}

/** POST /api/orders/:id/messages/read: the newest message shown has been read (a POST: reading the thread writes nothing). */
export function useMarkThreadRead(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation<{ lastReadMessageId: number; unread: number }, Error, number>({
    mutationFn: async (lastMessageId) =>
      (await apiRequest("POST", `/api/orders/${orderId}/messages/read`, { lastMessageId })).json(),
    onSuccess: async (state) => {
      queryClient.setQueryData<InfiniteData<ThreadPageDto>>(threadKey(orderId), (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, thread: { ...page.thread, ...state } })) } : data,
      );
      await invalidateUnread(queryClient);
    },
  });
}

/** GET /api/messages/unread without order ids: the viewer's total and the threads with the newest unread messages. */
export function useUnreadSummary(enabled = true) {
  return useQuery<UnreadAnswer>({ queryKey: [UNREAD_PREFIX], enabled, refetchOnWindowFocus: true });
}

export function useNameSpellings(orderId: number) {
  return useQuery<NameSpellingsDto>({ queryKey: nameSpellingsKey(orderId) });
}

/** PUT /api/orders/:id/name-spellings; the order's timeline shows the change. */
export function useSaveNameSpellings(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation<NameSpellingsDto, Error, NameSpelling[]>({
    mutationFn: async (nameSpellings) =>
      (await apiRequest("PUT", `/api/orders/${orderId}/name-spellings`, { nameSpellings })).json(),
    onSuccess: async (saved) => {
      queryClient.setQueryData(nameSpellingsKey(orderId), saved);
      await queryClient.invalidateQueries({ queryKey: [`/api/orders/${orderId}`], exact: true });
    },
  });
}
