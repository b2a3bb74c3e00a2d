import { Link } from "wouter";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailPlus } from "lucide-react";
import { resendVerificationSchema, type ResendVerificationInput } from "@shared/schemas/translators";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiMessage } from "@/lib/api";
import { ErrorAlert } from "@/features/translators/ErrorAlert";
import { StatusPanel } from "@/features/translators/StatusPanel";
import { EnterCodeActions } from "@/features/translators/VerificationOutcomes";
import { useResendVerification } from "@/features/translators/use-email-verification";
import { useTranslateMessage } from "@/lib/translate-message";

/** /resend-verification — a new link and code for an application still waiting for its e-mail check. */
export function ResendVerificationPage() {
  const { t } = useTranslation("auth");
  const tm = useTranslateMessage();
  const resend = useResendVerification();
  const form = useForm<ResendVerificationInput>({
    resolver: zodResolver(resendVerificationSchema),
    defaultValues: { email: "" },
  });

  if (resend.isSuccess) {
    return (
      <StatusPanel tone="success" icon={MailPlus} title={t("resend.checkTitle")} actions={<EnterCodeActions />}>
        <p>{tm(resend.data.message)}</p>
        <p>{t("resend.validity")}</p>
      </StatusPanel>
    );
  }

  return (
    <StatusPanel tone="info" icon={MailPlus} title={t("resend.requestTitle")}>
      <p>{t("resend.intro")}</p>
      <form
        onSubmit={form.handleSubmit((values) => resend.mutate(values))}
        noValidate
        className="mx-auto w-full max-w-sm space-y-4 pt-2 text-left"
      >
        <FormField id="resend-email" label={t("resend.email")} error={tm(form.formState.errors.email?.message)}>
          <Input type="email" autoComplete="email" {...form.register("email")} />
        </FormField>
        {resend.isError && (
          <ErrorAlert title={t("resend.failed")} message={tm(apiMessage(resend.error, t("resend.somethingWrong")))} />
        )}
        <Button type="submit" className="w-full" disabled={resend.isPending}>
          {resend.isPending ? t("resend.submitting") : t("resend.submit")}
        </Button>
        <p className="text-center">
          <Link href="/apply" className="text-primary underline-offset-4 hover:underline">
            {t("resend.backToApplication")}
          </Link>
        </p>
      </form>
    </StatusPanel>
  );
}
