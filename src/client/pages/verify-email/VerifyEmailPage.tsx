import { useEffect } from "react";
import { Link, useSearch } from "wouter";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { MailCheck } from "lucide-react";
import { EMAIL_VERIFICATION_MESSAGES, type EmailVerifiedAnswer } from "@shared/schemas/auth";
import { Button } from "@/components/ui/button";
import { USER_QUERY_KEY } from "@/hooks/use-auth";
import { apiRequest, apiMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { StatusPanel } from "@/features/translators/StatusPanel";
import { useTranslateMessage } from "@/lib/translate-message";
import { fetchOrderDraft } from "@/features/order-draft/draft-requests";

/** /verify-email?token= — the link e-mailed after sign-up or an e-mail change; posts the token once. */
export function VerifyEmailPage() {
  const { t } = useTranslation("auth");
  const { t: to } = useTranslation("draftOrder");
  const tm = useTranslateMessage();
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const verify = useMutation<EmailVerifiedAnswer, Error, string>({
    mutationFn: async (value) => (await apiRequest("POST", "/api/verify-email", { token: value })).json(),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
  useEffect(() => {
    if (token && verify.isIdle) verify.mutate(token);
  }, [token, verify]);
  // A visitor who signed up on /order and opened the link here: their order waits in the draft (this browser's, or
  // the account's once signed in).
  const draft = useQuery({
    queryKey: ["verify-email", "order-draft"],
    queryFn: fetchOrderDraft,
    enabled: verify.isSuccess,
    staleTime: 0,
  });
  const orderWaits = Boolean(draft.data && draft.data.orderId === null && draft.data.items.length > 0);

  if (verify.isSuccess) {
    return (
      <StatusPanel
        tone="success"
        icon={MailCheck}
        title={t("verifyEmail.verifiedTitle")}
        actions={
          orderWaits ? (
            <>
              <Button asChild>
                <Link href="/order">{to("verifyEmail.continueOrder")}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link href="/dashboard">{t("verifyEmail.toDashboard")}</Link>
              </Button>
            </>
          ) : (
            <Button asChild>
              <Link href="/dashboard">{t("verifyEmail.toDashboard")}</Link>
            </Button>
          )
        }
      >
        <p>{tm(EMAIL_VERIFICATION_MESSAGES.verified)}.</p>
        {orderWaits && <p data-testid="verify-email-order-waits">{to("verifyEmail.continueText")}</p>}
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
