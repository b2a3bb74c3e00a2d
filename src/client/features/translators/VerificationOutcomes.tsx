import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { StatusPanel } from "./StatusPanel";

/** After an e-mail went out (application, resend): enter the code, or leave. */
export function EnterCodeActions() {
  const { t } = useTranslation("apply");
  return (
    <>
      <Button asChild>
        <Link href="/translator-verification">{t("actions.enterCode")}</Link>
      </Button>
      <Button asChild variant="outline">
        <Link href="/">{t("actions.home")}</Link>
      </Button>
    </>
  );
}

/** The e-mail is verified (by link or by code); the page moves on to `next` after 3 s. */
export function EmailVerifiedPanel({ message, next }: { message: string; next: string }) {
  const { t, i18n } = useTranslation("apply");
  // The server's message is English; a Turkish page says the same in Turkish.
  const shown = (i18n.resolvedLanguage ?? i18n.language) === "en" ? message : t("email.verifiedText");
  return (
    <StatusPanel
      tone="success"
      title={t("email.verified")}
      actions={
        <Button asChild>
          <Link href={next}>{t("actions.continueToIdentity")}</Link>
        </Button>
      }
    >
      <p>{shown}</p>
      <p>{t("email.redirect")}</p>
    </StatusPanel>
  );
}
