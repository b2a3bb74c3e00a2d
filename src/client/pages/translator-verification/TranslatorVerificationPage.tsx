import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api";
import { CodeEntryForm } from "@/features/translators/CodeEntryForm";
import { StatusPanel } from "@/features/translators/StatusPanel";
import { EmailVerifiedPanel } from "@/features/translators/VerificationOutcomes";
import { nextStepUrl, useVerifyEmailCode } from "@/features/translators/use-email-verification";
import { useRedirectAfter } from "@/features/translators/use-redirect-after";
import { errorText } from "@shared/error-codes";
import { useApplyMessage } from "@/features/translators/use-apply-message";

/** /translator-verification — the e-mailed code instead of the link: input, verifying, success or error (docs/translators.md). */
export function TranslatorVerificationPage() {
  const { t } = useTranslation("apply");
  const message = useApplyMessage();
  const verify = useVerifyEmailCode();
  const next = verify.isSuccess ? nextStepUrl(verify.data) : null;
  useRedirectAfter(next);

  if (verify.isSuccess) {
    return <EmailVerifiedPanel message={verify.data.message} next={next!} />;
  }
  if (verify.isError) {
    return (
      <StatusPanel
        tone="error"
        title={t("email.failed")}
        actions={
          <>
            <Button onClick={() => verify.reset()}>{t("actions.tryAgain")}</Button>
            <Button asChild variant="outline">
              <Link href="/resend-verification">{t("actions.newEmail")}</Link>
            </Button>
          </>
        }
      >
        <p>{message(errorMessage(verify.error, errorText("CODE_INVALID")))}</p>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel
      tone="info"
      icon={MailCheck}
      title={t("email.title")}
      actions={
        <Button asChild variant="link">
          <Link href="/resend-verification">{t("actions.noEmail")}</Link>
        </Button>
      }
    >
      <p>{t("email.text")}</p>
      <div className="pt-2">
        <CodeEntryForm onSubmit={(code) => verify.mutate(code)} isPending={verify.isPending} />
      </div>
    </StatusPanel>
  );
}
