import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { LoginInput, PublicUser, RegisterInput } from "@shared/schemas/auth";
import { markFirstVisit } from "@/features/auth/first-visit";
import { USER_QUERY_KEY } from "@/hooks/use-auth";
import { toast } from "@/hooks/use-toast";
import { currentLanguage, switchLanguage } from "@/i18n/i18n";
import { displayName } from "@/lib/admin-flag";
import { apiRequest, apiMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { useTranslateMessage } from "@/lib/translate-message";

// Signing in and signing up live with the sign-in page, not in the app shell: the landing page's bundle then
// carries neither the mutation code nor the form messages (the initial-JS budget of docs/decisions/015-prerendering.md).

export function useLogin() {
  const { t } = useTranslation("auth");
  const tm = useTranslateMessage();
  return useMutation<PublicUser, Error, LoginInput>({
    mutationFn: async (credentials) => (await apiRequest("POST", "/api/login", credentials)).json(),
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      // The account's language wins on sign-in: the same customer reads the same language on every device.
      void switchLanguage(user.language);
      toast({ title: t("toast.loginSuccess"), description: t("toast.welcomeBack", { name: displayName(user) }) });
    },
    onError: (err) => {
      toast({
        title: t("toast.loginFailed"),
        description: tm(apiMessage(err, t("toast.loginFailedFallback"))),
        variant: "destructive",
      });
    },
  });
}

/**
 * A sign-up answers the same whether or not the e-mail already has an account (docs/security.md, "Sign-up
 * squatting"); only a new account gets a session. So the session is read back: signed in, the new customer goes on
 * to the verify step; not signed in, the page says to check the e-mail (its owner was told what to do).
 */
export type RegisterResult = { user: PublicUser; signedIn: boolean };

export function useRegister() {
  const { t } = useTranslation("auth");
  const tm = useTranslateMessage();
  return useMutation<RegisterResult, Error, RegisterInput>({
    mutationFn: async ({ username, email, password, firstName, lastName, acceptTerms }) => {
      const answer: PublicUser = await (
        await apiRequest("POST", "/api/register", {
          username,
          email,
          password,
          firstName,
          lastName,
          acceptTerms,
          language: currentLanguage(),
        })
      ).json();
      const session = await fetch("/api/user", { credentials: "include" });
      return session.ok
        ? { user: (await session.json()) as PublicUser, signedIn: true }
        : { user: answer, signedIn: false };
    },
    onSuccess: ({ user, signedIn }) => {
      if (!signedIn) return;
      queryClient.setQueryData(USER_QUERY_KEY, user);
      markFirstVisit(user.id);
      toast({ title: t("toast.registerSuccess"), description: t("toast.welcome", { name: displayName(user) }) });
    },
    onError: (err) => {
      toast({
        title: t("toast.registerFailed"),
        description: tm(apiMessage(err, t("toast.registerFailedFallback"))),
        variant: "destructive",
      });
    },
  });
}
