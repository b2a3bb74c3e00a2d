import { clearFirstVisit, markFirstVisit } from "@/features/auth/first-visit";
import { createContext, useContext, type ReactNode } from "react";
import { useMutation, useQuery, type UseMutationResult } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { useTranslation } from "react-i18next";
import type { LoginInput, PublicUser, RegisterInput } from "@shared/schemas/auth";
import { apiRequest, errorMessage, getQueryFn } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { clearAdminFlag, displayName } from "@/lib/admin-flag";
import { toast } from "@/hooks/use-toast";
import { useHydrated } from "@/hooks/use-hydrated";
import { currentLanguage, switchLanguage } from "@/i18n/i18n";
import { useTranslateMessage } from "@/lib/translate-message";

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
  const { t } = useTranslation("auth");
  const tm = useTranslateMessage();
  const { data, error, isLoading } = useQuery<PublicUser | null, Error>({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<PublicUser | null>({ on401: "returnNull" }),
  });

  const loginMutation = useMutation<PublicUser, Error, LoginInput>({
    mutationFn: async (credentials) => (await apiRequest("POST", "/api/login", credentials)).json(),
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      // The account's language wins on sign-in: the same customer reads the same language on every device.
      void switchLanguage(user.language);
      toast({ title: t("toast.loginSuccess"), description: t("toast.welcomeBack", { name: displayName(user) }) });
    },
    onError: (err) => {
      toast({ title: t("toast.loginFailed"), description: tm(errorMessage(err, t("toast.loginFailedFallback"))), variant: "destructive" });
    },
  });

  const registerMutation = useMutation<PublicUser, Error, RegisterInput>({
    mutationFn: async ({ username, email, password, firstName, lastName }) =>
      (await apiRequest("POST", "/api/register", { username, email, password, firstName, lastName, language: currentLanguage() })).json(),
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      markFirstVisit(user.id);
      toast({ title: t("toast.registerSuccess"), description: t("toast.welcome", { name: displayName(user) }) });
    },
    onError: (err) => {
      toast({ title: t("toast.registerFailed"), description: tm(errorMessage(err, t("toast.registerFailedFallback"))), variant: "destructive" });
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
      toast({ title: t("toast.loggedOut") });
      navigate("/");
    },
    onError: (err) => {
      toast({ title: t("toast.logoutFailed"), description: tm(errorMessage(err, t("toast.tryAgain"))), variant: "destructive" });
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
  // Issue 18: a prerendered page is rendered for nobody in particular, with the session still loading. Each
  // component sees exactly that while it hydrates (React hydrates Suspense boundaries after the provider has
  // already learnt who is signed in), and the real session right after.
  const hydrated = useHydrated();
  return hydrated ? context : { ...context, user: null, isLoading: true };
}
