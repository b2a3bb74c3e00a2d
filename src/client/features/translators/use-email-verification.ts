import { useMutation, useQuery } from "@tanstack/react-query";
import type { EmailVerifiedResponse, ResendVerificationInput } from "@shared/schemas/translators";
import { apiRequest } from "@/lib/api";
import { recallApplicantEmail, rememberApplicantEmail } from "./applicant-email";

/**
 * POST /api/verify-translator-email with the link's token (a GET must not use up a single-use link). A query rather
 * than an effect-driven call, so the token is sent once even when React mounts the page twice (development's
 * StrictMode); the app's queries never refetch or retry by themselves (lib/query-client.ts).
 */
export function useVerifyEmailLink(token: string | null) {
  return useQuery({
    queryKey: ["/api/verify-translator-email", token],
    enabled: token !== null,
    queryFn: async () =>
      (await (await apiRequest("POST", "/api/verify-translator-email", { token })).json()) as EmailVerifiedResponse,
  });
}

/** POST /api/verify-translator-email-code, with the applicant's e-mail when this tab still knows it. */
export function useVerifyEmailCode() {
  return useMutation({
    mutationFn: async (code: string) => {
      const email = recallApplicantEmail();
      const res = await apiRequest("POST", "/api/verify-translator-email-code", email ? { code, email } : { code });
      return (await res.json()) as EmailVerifiedResponse;
    },
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: async (input: ResendVerificationInput) => {
      const res = await apiRequest("POST", "/api/resend-translator-verification", input);
      return (await res.json()) as { message: string };
    },
    onSuccess: (_answer, input) => rememberApplicantEmail(input.email),
  });
}

/** Where a verified applicant goes next: the identity step, or the confirmation page without an id. */
export const nextStepUrl = (answer: EmailVerifiedResponse | undefined) =>
  answer?.translatorId ? answer.redirectUrl : "/translator-application-confirmation";
