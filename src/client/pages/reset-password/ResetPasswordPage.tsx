import { Link, useSearch } from "wouter";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import {
  PASSWORD_RESET_MESSAGES,
  resetPasswordFormSchema,
  type ResetPasswordFormInput,
} from "@shared/schemas/password-reset";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiMessage, serverMessageOf } from "@/lib/api";
import { ErrorAlert } from "@/features/translators/ErrorAlert";
import { StatusPanel } from "@/features/translators/StatusPanel";
import { useResetPassword } from "@/features/auth/use-password-reset";
import { useTranslateMessage } from "@/lib/translate-message";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** The way back when a link is dead: ask for a new one. */
function LinkExpired({ title, message, action }: { title: string; message: string; action: string }) {
  return (
    <StatusPanel
      tone="error"
      title={title}
      actions={
        <Button asChild>
          <Link href="/forgot-password">{action}</Link>
        </Button>
      }
    >
      <p>{message}</p>
    </StatusPanel>
  );
}

/** /reset-password?token= — the link from the reset e-mail (or printed for an admin): a new password, then sign in. */
export function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const reset = useResetPassword();
  const form = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const { t } = useTranslation("auth");
  const tm = useTranslateMessage();
  const expired = (
    <LinkExpired
      title={t("resetPassword.invalidTitle")}
      message={tm(PASSWORD_RESET_MESSAGES.invalidLink)}
      action={t("resetPassword.requestNew")}
    />
  );

  if (!TOKEN_PATTERN.test(token) || serverMessageOf(reset.error) === PASSWORD_RESET_MESSAGES.invalidLink)
    return expired;
  if (reset.isSuccess) {
    return (
      <StatusPanel
        tone="success"
        title={t("resetPassword.doneTitle")}
        actions={
          <Button asChild>
            <Link href={reset.data.signInPath}>{t("resetPassword.signIn")}</Link>
          </Button>
        }
      >
        <p>{tm(reset.data.message)}</p>
      </StatusPanel>
    );
  }
  const submit = ({ password }: ResetPasswordFormInput) => reset.mutate({ token, password });
  return (
    <StatusPanel tone="info" icon={KeyRound} title={t("resetPassword.chooseTitle")}>
      <p>{t("resetPassword.intro")}</p>
      <form
        onSubmit={form.handleSubmit(submit)}
        noValidate
        className="mx-auto w-full max-w-sm space-y-4 pt-2 text-left"
      >
        <FormField
          id="reset-password"
          label={t("resetPassword.newPassword")}
          error={tm(errors.password?.message)}
          description={errors.password ? undefined : t("resetPassword.passwordHint")}
        >
          <Input type="password" autoComplete="new-password" {...form.register("password")} />
        </FormField>
        <FormField
          id="reset-password-confirm"
          label={t("resetPassword.confirmPassword")}
          error={tm(errors.confirmPassword?.message)}
        >
          <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
        </FormField>
        {reset.isError && (
          <ErrorAlert
            title={t("resetPassword.failed")}
            message={tm(apiMessage(reset.error, PASSWORD_RESET_MESSAGES.invalidLink))}
          />
        )}
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? t("resetPassword.submitting") : t("resetPassword.submit")}
        </Button>
      </form>
    </StatusPanel>
  );
}
