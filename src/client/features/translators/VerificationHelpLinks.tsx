import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

/** The verification error pages offer Return to Application and Request New Verification Email. */
export function VerificationHelpLinks() {
  const { t } = useTranslation("apply");
  return (
    <>
      <Button asChild variant="outline">
        <Link href="/apply">{t("actions.backToApplication")}</Link>
      </Button>
      <Button asChild>
        <Link href="/resend-verification">{t("actions.newEmail")}</Link>
      </Button>
    </>
  );
}
