import { useEffect } from "react";
import { Link, useSearch } from "wouter";
import { useMutation } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { EMAIL_VERIFICATION_MESSAGES } from "@shared/schemas/auth";
import { Button } from "@/components/ui/button";
import { USER_QUERY_KEY } from "@/hooks/use-auth";
import { apiRequest, errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { StatusPanel } from "@/features/translators/StatusPanel";

/** /verify-email?token= — the link e-mailed after sign-up or an e-mail change; posts the token once. */
export function VerifyEmailPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const verify = useMutation<{ message: string }, Error, string>({
    mutationFn: async (value) => (await apiRequest("POST", "/api/verify-email", { token: value })).json(),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
  useEffect(() => {
    if (token && verify.isIdle) verify.mutate(token);
  }, [token, verify]);

  if (verify.isSuccess) {
    return (
      <StatusPanel tone="success" icon={MailCheck} title="Email Verified" actions={<Button asChild><Link href="/dashboard">Go to Dashboard</Link></Button>}>
        <p>{EMAIL_VERIFICATION_MESSAGES.verified}.</p>
      </StatusPanel>
    );
  }
  if (!token || verify.isError) {
    return (
      <StatusPanel tone="error" title="Verification Failed" actions={<Button asChild><Link href="/dashboard">Go to Dashboard</Link></Button>}>
        <p>{errorMessage(verify.error, EMAIL_VERIFICATION_MESSAGES.invalidLink)}</p>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel tone="info" icon={MailCheck} title="Verifying your email...">
      <p>One moment.</p>
    </StatusPanel>
  );
}
