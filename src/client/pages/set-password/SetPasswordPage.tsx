import { Link, useSearch } from "wouter";
import { useForm } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { SET_PASSWORD_MESSAGES, setPasswordFormSchema, type SetPasswordFormInput } from "@shared/schemas/translators";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiMessage } from "@/lib/api";
import { ErrorAlert } from "@/features/translators/ErrorAlert";
import { StatusPanel } from "@/features/translators/StatusPanel";
import { useSetPassword } from "@/features/translators/use-set-password";
import { useTranslateMessage } from "@/lib/translate-message";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** /set-password?token= — an approved translator chooses the first password from the e-mailed link. */
export function SetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const setPassword = useSetPassword();
  const form = useForm<SetPasswordFormInput>({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const { t } = useTranslation("auth");
  const tm = useTranslateMessage();

  if (!TOKEN_PATTERN.test(token)) {
    return (
      <StatusPanel
        tone="error"
        title={t("setPassword.invalidTitle")}
        actions={
          <Button asChild>
            <Link href="/contact">{t("setPassword.contactSupport")}</Link>
          </Button>
        }
      >
        <p>{tm(SET_PASSWORD_MESSAGES.invalidLink)}</p>
      </StatusPanel>
    );
  }
  if (setPassword.isSuccess) {
    return (
      <StatusPanel
        tone="success"
        title={t("setPassword.doneTitle")}
        actions={
          <Button asChild>
            <Link href="/auth">{t("setPassword.signIn")}</Link>
          </Button>
        }
      >
        <p>{tm(setPassword.data.message)}</p>
        <p>
          <Trans
            t={t}
            i18nKey="setPassword.username"
            values={{ username: setPassword.data.username }}
            components={{ strong: <strong className="text-foreground" /> }}
          />
        </p>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel tone="info" icon={KeyRound} title={t("setPassword.chooseTitle")}>
      <p>{t("setPassword.intro")}</p>
      <form
        onSubmit={form.handleSubmit(({ password }) => setPassword.mutate({ token, password }))}
        noValidate
        className="mx-auto w-full max-w-sm space-y-4 pt-2 text-left"
      >
        <FormField
          id="set-password"
          label={t("setPassword.newPassword")}
          error={tm(errors.password?.message)}
          description={errors.password ? undefined : t("setPassword.passwordHint")}
        >
          <Input type="password" autoComplete="new-password" {...form.register("password")} />
        </FormField>
        <FormField
          id="set-password-confirm"
          label={t("setPassword.confirmPassword")}
          error={tm(errors.confirmPassword?.message)}
        >
          <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
        </FormField>
        {setPassword.isError && (
          <ErrorAlert
            title={t("setPassword.failed")}
            message={tm(apiMessage(setPassword.error, SET_PASSWORD_MESSAGES.invalidLink))}
          />
        )}
        <Button type="submit" className="w-full" disabled={setPassword.isPending}>
          {setPassword.isPending ? t("setPassword.submitting") : t("setPassword.submit")}
        </Button>
      </form>
    </StatusPanel>
  );
}
