import { Link } from "wouter";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, MailCheck } from "lucide-react";
import { forgotPasswordSchema, type ForgotPasswordInput } from "@shared/schemas/password-reset";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiMessage } from "@/lib/api";
import { ErrorAlert } from "@/features/translators/ErrorAlert";
import { StatusPanel } from "@/features/translators/StatusPanel";
import { useForgotPassword } from "@/features/auth/use-password-reset";
import { useTranslateMessage } from "@/lib/translate-message";

/** /forgot-password — "Forgot your password?" on the sign-in page: a reset link by e-mail, asked by username or e-mail. */
export function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const tm = useTranslateMessage();
  const request = useForgotPassword();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { identifier: "" },
  });

  if (request.isSuccess) {
    return (
      <StatusPanel
        tone="success"
        icon={MailCheck}
        title={t("forgotPassword.sentTitle")}
        actions={
          <Button asChild>
            <Link href="/auth">{t("forgotPassword.backToSignIn")}</Link>
          </Button>
        }
      >
        <p>{tm(request.data.message)}</p>
        <p>{t("forgotPassword.validity")}</p>
      </StatusPanel>
    );
  }

  return (
    <StatusPanel tone="info" icon={KeyRound} title={t("forgotPassword.title")}>
      <p>{t("forgotPassword.intro")}</p>
      <form
        onSubmit={form.handleSubmit((values) => request.mutate(values))}
        noValidate
        className="mx-auto w-full max-w-sm space-y-4 pt-2 text-left"
      >
        <FormField
          id="forgot-identifier"
          label={t("forgotPassword.identifier")}
          error={tm(form.formState.errors.identifier?.message)}
        >
          <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register("identifier")} />
        </FormField>
        {request.isError && (
          <ErrorAlert
            title={t("forgotPassword.failed")}
            message={tm(apiMessage(request.error, t("forgotPassword.somethingWrong")))}
          />
        )}
        <Button type="submit" className="w-full" disabled={request.isPending}>
          {request.isPending ? t("forgotPassword.submitting") : t("forgotPassword.submit")}
        </Button>
        <p className="text-center">
          <Link href="/auth" className="text-primary underline-offset-4 hover:underline">
            {t("forgotPassword.backToSignIn")}
          </Link>
        </p>
      </form>
    </StatusPanel>
  );
}
