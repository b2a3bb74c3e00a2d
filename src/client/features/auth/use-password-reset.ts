import { useMutation } from "@tanstack/react-query";
import type { MessageAnswer } from "@shared/schemas/message";
import type { ForgotPasswordInput, ResetPasswordAnswer, ResetPasswordInput } from "@shared/schemas/password-reset";
import { apiRequest } from "@/lib/api";

/** POST /api/forgot-password: the same answer whether or not an account matched. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: async (input: ForgotPasswordInput) =>
      (await (await apiRequest("POST", "/api/forgot-password", input)).json()) as MessageAnswer,
  });
}

/** POST /api/reset-password: the e-mailed (or printed) link's token and the new password. */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (input: ResetPasswordInput) =>
      (await (await apiRequest("POST", "/api/reset-password", input)).json()) as ResetPasswordAnswer,
  });
}
