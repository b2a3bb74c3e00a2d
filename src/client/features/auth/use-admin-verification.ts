import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { PublicUser } from "@shared/schemas/auth";
import { ApiError, apiRequest, errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { USER_QUERY_KEY } from "@/hooks/use-auth";
import { toast } from "@/hooks/use-toast";

type VerifyErrorBody = { lockout?: boolean; attemptsLeft?: number; message?: string };

/** POST /api/admin/verify with the spec's outcomes (docs/administration.md): dashboard, attempts left, or lockout. */
export function useAdminVerify() {
  const [, navigate] = useLocation();
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);

  const mutation = useMutation<unknown, Error, string>({
    mutationFn: async (code) => (await apiRequest("POST", "/api/admin/verify", { code })).json(),
    // No navigate() here: the session the routes read reaches them a tick after setQueryData, so the dashboard's
    // guard saw the old "code owed" session and bounced back to /admin/verify. The verify page redirects once its
    // rendered session says the code is done.
    onSuccess: () => {
      queryClient.setQueryData<PublicUser | null>(USER_QUERY_KEY, (user) =>
        user ? { ...user, verificationRequired: false } : user,
      );
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
    onError: async (error) => {
      const body = (error instanceof ApiError ? error.body : undefined) as VerifyErrorBody | undefined;
      if (body?.lockout) {
        toast({
          title: "Account locked",
          description: "Too many invalid attempts. Please log in again.",
          variant: "destructive",
        });
        await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
        navigate("/admin/auth");
        return;
      }
      if (typeof body?.attemptsLeft === "number") {
        setAttemptsLeft(body.attemptsLeft);
        toast({
          title: "Verification failed",
          description: `Invalid verification code. ${body.attemptsLeft} attempts left`,
          variant: "destructive",
        });
        return;
      }
      toast({
        title: "Verification failed",
        description: errorMessage(error, "An error occurred during verification."),
        variant: "destructive",
      });
    },
  });

  return { ...mutation, attemptsLeft };
}

/** POST /api/admin/resend-verification; `onSent` restarts the 60-second lock. */
export function useAdminResend(onSent: () => void) {
  return useMutation<unknown, Error, void>({
    mutationFn: async () => {
      await apiRequest("POST", "/api/admin/resend-verification");
    },
    onSuccess: () => {
      onSent();
      toast({ title: "Verification code sent", description: "Please check your email for the new code." });
    },
    onError: (error) => {
      toast({
        title: "Failed to resend code",
        description:
          error instanceof ApiError
            ? errorMessage(error, "Could not send a new verification code")
            : "An error occurred while trying to resend the verification code.",
        variant: "destructive",
      });
    },
  });
}
