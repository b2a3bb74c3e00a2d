import { MutationCache, QueryClient } from "@tanstack/react-query";
import { dismissFailureToasts } from "@/hooks/use-toast";
import { getQueryFn } from "@/lib/api";

// As the spec asks: no refetch interval, no refetch on focus, data never stale, no retries.
export const queryClient = new QueryClient({
  // Any action that succeeds clears a failure toast left from an earlier attempt.
  mutationCache: new MutationCache({ onSuccess: () => dismissFailureToasts() }),
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: "throw" }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: { retry: false },
  },
});
