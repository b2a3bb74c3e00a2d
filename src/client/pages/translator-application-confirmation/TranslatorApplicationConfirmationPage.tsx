import { useTranslation } from "react-i18next";
import { Link, useSearch } from "wouter";
import { CircleCheck, Clock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { StatusPanel } from "@/features/translators/StatusPanel";

const STAGES: Record<string, "idVerified" | "idSubmitted"> = { id_verified: "idVerified", id_submitted: "idSubmitted" };

/** /translator-application-confirmation, optional ?stage=id_verified: the outcome and what happens next. */
export function TranslatorApplicationConfirmationPage() {
  const stageKey = new URLSearchParams(useSearch()).get("stage") ?? "";
  const { t } = useTranslation("apply");
  const stage = STAGES[stageKey] ?? "received";
  return (
    <StatusPanel
      tone="success"
      icon={CircleCheck}
      title={t(`confirmation.${stage}.title`)}
      actions={
        <>
          <Button asChild>
            <Link href="/">{t("actions.home")}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/contact">{t("actions.contactSupport")}</Link>
          </Button>
        </>
      }
    >
      <p>{t(`confirmation.${stage}.text`)}</p>
      <div className="mx-auto flex max-w-md gap-3 rounded-lg bg-muted p-4 text-left">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <div>
          <p className="font-medium text-foreground">{t("confirmation.nextTitle")}</p>
          <p>{t("confirmation.nextText")}</p>
        </div>
      </div>
    </StatusPanel>
  );
}
