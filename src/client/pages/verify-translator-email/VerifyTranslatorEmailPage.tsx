import { useTranslation } from "react-i18next";
import { useParams } from "wouter";
import { CODE_MESSAGES } from "@shared/schemas/translators";
import { errorMessage } from "@/lib/api";
import { StatusPanel } from "@/features/translators/StatusPanel";
import { EmailVerifiedPanel } from "@/features/translators/VerificationOutcomes";
import { VerificationHelpLinks } from "@/features/translators/VerificationHelpLinks";
import { nextStepUrl, useVerifyEmailLink } from "@/features/translators/use-email-verification";
import { useRedirectAfter } from "@/features/translators/use-redirect-after";
import { useApplyMessage } from "@/features/translators/use-apply-message";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** /verify-translator-email/:token — verifies the e-mail from the link by itself (docs/translators.md). */
export function VerifyTranslatorEmailPage() {
  const { token } = useParams<{ token: string }>();
  const { t } = useTranslation("apply");
  const message = useApplyMessage();
  const validToken = token && TOKEN_PATTERN.test(token) ? token : null;
  const verification = useVerifyEmailLink(validToken);
  const next = verification.isSuccess ? nextStepUrl(verification.data) : null;
  useRedirectAfter(next);

  if (!validToken) {
    return (
      <StatusPanel tone="error" title={t("email.invalidLinkTitle")} actions={<VerificationHelpLinks />}>
        <p>{message(CODE_MESSAGES.invalidLink)}</p>
      </StatusPanel>
    );
  }
  if (verification.isPending) {
    return (
      <StatusPanel tone="loading" title={t("email.checking")}>
        <p>{t("email.checkingText")}</p>
      </StatusPanel>
    );
  }
  if (verification.isError) {
    return (
      <StatusPanel tone="error" title={t("email.failed")} actions={<VerificationHelpLinks />}>
        <p>{message(CODE_MESSAGES.linkFailed)}</p>
        <p className="text-xs">{message(errorMessage(verification.error, ""))}</p>
      </StatusPanel>
    );
  }
  return <EmailVerifiedPanel message={verification.data.message} next={next!} />;
}
