import { createContext, useContext, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import type { PublicUser } from "@shared/schemas/auth";
import { getQueryFn } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { useHydrated } from "@/hooks/use-hydrated";

export const USER_QUERY_KEY = ["/api/user"] as const;

type AuthContextValue = {
  user: PublicUser | null;
  isLoading: boolean;
  error: Error | null;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/** Drops every cached answer that belongs to the signed-out user (the pricing list is public and stays). */
export function clearUserData() {
  queryClient.setQueryData(USER_QUERY_KEY, null);
  queryClient.removeQueries({
    predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] && q.queryKey[0] !== "/api/pricing",
  });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, error, isLoading } = useQuery<PublicUser | null, Error>({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<PublicUser | null>({ on401: "returnNull" }),
  });

  return (
    <AuthContext.Provider value={{ user: data ?? null, isLoading, error: error ?? null }}>
      {children}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  // A prerendered page is rendered for nobody in particular, with the session still loading. Each
  // component sees exactly that while it hydrates (React hydrates Suspense boundaries after the provider has
  // already learnt who is signed in), and the real session right after.
  const hydrated = useHydrated();
  return hydrated ? context : { ...context, user: null, isLoading: true };
}
