import { useEffect } from "react";
import { Link, useSearch } from "wouter";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { MailCheck } from "lucide-react";
import { EMAIL_VERIFICATION_MESSAGES, type EmailVerifiedAnswer } from "@shared/schemas/auth";
import { Button } from "@/components/ui/button";
import { USER_QUERY_KEY } from "@/hooks/use-auth";
import { apiRequest, apiMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { StatusPanel } from "@/features/translators/StatusPanel";
import { useTranslateMessage } from "@/lib/translate-message";

/** /verify-email?token= — the link e-mailed after sign-up or an e-mail change; posts the token once. */
export function VerifyEmailPage() {
  const { t } = useTranslation("auth");
  const tm = useTranslateMessage();
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const verify = useMutation<EmailVerifiedAnswer, Error, string>({
    mutationFn: async (value) => (await apiRequest("POST", "/api/verify-email", { token: value })).json(),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
  useEffect(() => {
    if (token && verify.isIdle) verify.mutate(token);
  }, [token, verify]);

  if (verify.isSuccess) {
    return (
      <StatusPanel
        tone="success"
        icon={MailCheck}
        title={t("verifyEmail.verifiedTitle")}
        actions={
          <Button asChild>
            <Link href="/dashboard">{t("verifyEmail.toDashboard")}</Link>
          </Button>
        }
      >
        <p>{tm(EMAIL_VERIFICATION_MESSAGES.verified)}.</p>
      </StatusPanel>
    );
  }
  if (!token || verify.isError) {
    return (
      <StatusPanel
        tone="error"
        title={t("verifyEmail.failedTitle")}
        actions={
          <Button asChild>
            <Link href="/dashboard">{t("verifyEmail.toDashboard")}</Link>
          </Button>
        }
      >
        <p>{tm(apiMessage(verify.error, EMAIL_VERIFICATION_MESSAGES.invalidLink))}</p>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel tone="info" icon={MailCheck} title={t("verifyEmail.verifying")}>
      <p>{t("verifyEmail.oneMoment")}</p>
    </StatusPanel>
  );
}
