import { clearFirstVisit, markFirstVisit } from "@/features/auth/first-visit";
import { createContext, useContext, type ReactNode } from "react";
import { useMutation, useQuery, type UseMutationResult } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { LoginInput, PublicUser, RegisterInput } from "@shared/schemas/auth";
import { apiRequest, errorMessage, getQueryFn } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { clearAdminFlag, displayName } from "@/lib/admin-flag";
import { toast } from "@/hooks/use-toast";

export const USER_QUERY_KEY = ["/api/user"] as const;

type AuthContextValue = {
  user: PublicUser | null;
  isLoading: boolean;
  error: Error | null;
  loginMutation: UseMutationResult<PublicUser, Error, LoginInput>;
  registerMutation: UseMutationResult<PublicUser, Error, RegisterInput>;
  logoutMutation: UseMutationResult<void, Error, void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/** Drops every cached answer that belongs to the signed-out user (the pricing list is public and stays). */
function clearUserData() {
  queryClient.setQueryData(USER_QUERY_KEY, null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] && q.queryKey[0] !== "/api/pricing" });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const { data, error, isLoading } = useQuery<PublicUser | null, Error>({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<PublicUser | null>({ on401: "returnNull" }),
  });

  const loginMutation = useMutation<PublicUser, Error, LoginInput>({
    mutationFn: async (credentials) => (await apiRequest("POST", "/api/login", credentials)).json(),
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({ title: "Login successful", description: `Welcome back, ${displayName(user)}!` });
    },
    onError: (err) => {
      toast({ title: "Login failed", description: errorMessage(err, "Invalid username or password"), variant: "destructive" });
    },
  });

  const registerMutation = useMutation<PublicUser, Error, RegisterInput>({
    mutationFn: async ({ username, email, password, firstName, lastName }) =>
      (await apiRequest("POST", "/api/register", { username, email, password, firstName, lastName })).json(),
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      markFirstVisit(user.id);
      toast({ title: "Registration successful", description: `Welcome, ${displayName(user)}!` });
    },
    onError: (err) => {
      toast({ title: "Registration failed", description: errorMessage(err, "Registration failed. Please try again."), variant: "destructive" });
    },
  });

  const logoutMutation = useMutation<void, Error, void>({
    mutationFn: async () => {
      await apiRequest("POST", "/api/logout");
    },
    onSuccess: () => {
      clearAdminFlag();
      clearFirstVisit();
      clearUserData();
      toast({ title: "Logged out successfully" });
      navigate("/");
    },
    onError: (err) => {
      toast({ title: "Logout failed", description: errorMessage(err, "Please try again."), variant: "destructive" });
    },
  });

  return (
    <AuthContext.Provider
      value={{ user: data ?? null, isLoading, error: error ?? null, loginMutation, registerMutation, logoutMutation }}
    >
      {children}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
