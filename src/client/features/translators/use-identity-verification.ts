import { useMutation } from "@tanstack/react-query";
import type { StartIdentityResponse, TestIdentityCompleteResponse } from "@shared/schemas/translators";
import { apiRequest } from "@/lib/api";

/** POST /api/translator/:id/verify-identity: a verification session with the provider. */
export function useStartIdentity(translatorId: number) {
  return useMutation({
    mutationFn: async () =>
      (await (
        await apiRequest("POST", `/api/translator/${translatorId}/verify-identity`)
      ).json()) as StartIdentityResponse,
  });
}

/** The built-in provider's simulated check: the outcome the applicant picks, applied like Stripe's webhook. */
export function useCompleteTestIdentity() {
  return useMutation({
    mutationFn: async (input: { clientSecret: string; outcome: "verified" | "failed" }) =>
      (await (await apiRequest("POST", "/api/test-identity/complete", input)).json()) as TestIdentityCompleteResponse,
  });
}
