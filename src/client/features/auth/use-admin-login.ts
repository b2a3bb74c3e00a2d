import { useMutation } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { LoginInput, PublicUser } from "@shared/schemas/auth";
import { apiRequest, errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { USER_QUERY_KEY } from "@/hooks/use-auth";
import { toast } from "@/hooks/use-toast";

const FAILED = "Invalid credentials or insufficient privileges";

/** POST /api/admin/login (docs/administration.md, "Login and the e-mailed code"): on to the dashboard, or to /admin/verify when a code is owed. */
export function useAdminLogin() {
  const [, navigate] = useLocation();
  return useMutation<PublicUser, Error, LoginInput>({
    mutationFn: async (credentials) => (await apiRequest("POST", "/api/admin/login", credentials)).json(),
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      if (user.verificationRequired) {
        toast({ title: "Verification required", description: "Please check your email for a verification code" });
        window.location.href = "/admin/verify";
        return;
      }
      if (user.role !== "admin") {
        toast({ title: "Admin login failed", description: FAILED, variant: "destructive" });
        return;
      }
      toast({ title: "Admin login successful" });
      navigate("/admin/dashboard");
    },
    onError: (error) => {
      toast({ title: "Admin login failed", description: errorMessage(error, FAILED), variant: "destructive" });
    },
  });
}
