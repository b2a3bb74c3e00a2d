import { useMutation } from "@tanstack/react-query";
import type { SetPasswordInput, SetPasswordResponse } from "@shared/schemas/translators";
import { apiRequest } from "@/lib/api";

export function useSetPassword() {
  return useMutation({
    mutationFn: async (input: SetPasswordInput) =>
      (await (await apiRequest("POST", "/api/set-password", input)).json()) as SetPasswordResponse,
  });
}
