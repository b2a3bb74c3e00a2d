import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { MapPin, MailCheck } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { ApplicationForm } from "@/features/translators/ApplicationForm";
import { ApplicationSteps } from "@/features/translators/ApplicationSteps";
import { StatusPanel } from "@/features/translators/StatusPanel";
import { EnterCodeActions } from "@/features/translators/VerificationOutcomes";

/** /apply: the translator application (docs/translators.md), then a success view. */
export function ApplyPage() {
  const { t } = useTranslation("apply");
  const [submittedTo, setSubmittedTo] = useState<string | null>(null);

  if (submittedTo) {
    return (
      <StatusPanel tone="success" icon={MailCheck} title={t("submitted.title")} actions={<EnterCodeActions />}>
        <p>
          <Trans
            t={t}
            i18nKey="submitted.sentTo"
            values={{ email: submittedTo }}
            components={{ 1: <strong className="text-foreground" /> }}
          />
        </p>
        <p>{t("submitted.next")}</p>
      </StatusPanel>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-14">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-navy sm:text-4xl">{t("heading")}</h1>
        <p className="mt-3 text-muted-foreground">{t("intro")}</p>
      </div>
      {/* One column on phones (notice, form, steps); on wide screens the notice and steps sit beside the form. */}
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_18rem] lg:grid-rows-[auto_1fr] lg:gap-x-8">
        <div className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 lg:col-start-2 lg:row-start-1">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            <span className="font-semibold">{t("usOnlyTitle")}</span> {t("usOnlyText")}
          </p>
        </div>
        <Card className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <CardContent className="p-5 sm:p-8">
            <ApplicationForm
              onSubmitted={({ email }) => {
                setSubmittedTo(email);
                window.scrollTo({ top: 0 });
              }}
            />
          </CardContent>
        </Card>
        <aside aria-label={t("stepsLabel")} className="lg:col-start-2 lg:row-start-2">
          <ApplicationSteps />
        </aside>
      </div>
    </div>
  );
}
