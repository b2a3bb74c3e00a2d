import { useMutation, useQuery } from "@tanstack/react-query";
import type { PublicUser } from "@shared/schemas/auth";
import { markFirstVisit } from "@/features/auth/first-visit";
import { USER_QUERY_KEY } from "@/hooks/use-auth";
import { currentLanguage } from "@/i18n/i18n";
import { apiRequest, getQueryFn } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

/** The new customer's fields on /order: no username (the server makes one from the e-mail), the terms accepted. */
export type DraftSignUpInput = { firstName: string; lastName: string; email: string; password: string };

/**
 * The sign-up answers alike whether or not the address already has an account (docs/security.md, "Sign-up
 * squatting"): only a new account is signed in, so the session is read back. Not signed in: the page says to
 * check the e-mail, or to sign in with the existing account.
 */
export type DraftSignUpResult = { signedIn: true; user: PublicUser } | { signedIn: false; email: string };

export function useDraftSignUp() {
  return useMutation<DraftSignUpResult, Error, DraftSignUpInput>({
    mutationFn: async ({ firstName, lastName, email, password }) => {
      await apiRequest("POST", "/api/register", {
        firstName,
        lastName,
        email,
        password,
        acceptTerms: true,
        language: currentLanguage(),
      });
      const session = await fetch("/api/user", { credentials: "include" });
      return session.ok
        ? { signedIn: true, user: (await session.json()) as PublicUser }
        : { signedIn: false, email: email.trim().toLowerCase() };
    },
    onSuccess: (result) => {
      if (!result.signedIn) return;
      queryClient.setQueryData(USER_QUERY_KEY, result.user);
      markFirstVisit(result.user.id);
    },
  });
}

/** How often the account is asked after while its e-mail waits for the code (the link may be opened elsewhere). */
export const VERIFICATION_POLL_MS = 3000;

/** GET /api/user every 3 s while `waiting`: a verification by the e-mailed link in another tab or on a phone shows here. */
export function useVerificationWatch(waiting: boolean) {
  useQuery<PublicUser | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<PublicUser | null>({ on401: "returnNull" }),
    refetchInterval: waiting ? VERIFICATION_POLL_MS : false,
    enabled: waiting,
  });
}

export function useVerifyEmailCode() {
  return useMutation<PublicUser, Error, string>({
    mutationFn: async (code) => (await apiRequest("POST", "/api/verify-email-code", { code })).json(),
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}

export function useResendEmailCode() {
  return useMutation<{ message: string }, Error>({
    mutationFn: async () => (await apiRequest("POST", "/api/resend-email-verification", {})).json(),
  });
}
