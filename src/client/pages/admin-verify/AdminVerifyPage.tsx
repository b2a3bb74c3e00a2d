import { useTranslation } from "react-i18next";
import { useState, type FormEvent } from "react";
import { Link, Redirect } from "wouter";
import { MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { FullPageSpinner } from "@/components/ui/spinner";
import { useAuth } from "@/hooks/use-auth";
import { useLockCountdown } from "@/features/auth/use-lock-countdown";
import { useAdminResend, useAdminVerify } from "@/features/auth/use-admin-verification";
import { MailOutageNotice } from "@/features/auth/MailOutageNotice";

const RESEND_LOCK_SECONDS = 60;

/** Second admin sign-in step (docs/administration.md, "Login and the e-mailed code"): the 6-digit code e-mailed at login. */
export function AdminVerifyPage() {
  const { t } = useTranslation("adminSignIn");
  const { user, isLoading } = useAuth();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const countdown = useLockCountdown(RESEND_LOCK_SECONDS); // a code was sent at login
  const verify = useAdminVerify();
  const resend = useAdminResend(() => countdown.start(RESEND_LOCK_SECONDS));

  if (isLoading) return <FullPageSpinner label={t("loading")} />;
  if (!user) return <Redirect to="/admin/auth" replace />;
  if (user.role !== "admin") return <Redirect to="/" replace />;
  if (!user.verificationRequired && !verify.isPending) return <Redirect to="/admin/dashboard" replace />;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return setError(t("verify.invalid"));
    setError(undefined);
    verify.mutate(code);
  }

  return (
    <div className="flex justify-center px-4 py-12 md:py-20">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
            <MailCheck aria-hidden="true" className="size-6" />
          </span>
          <h1 className="mt-2 text-2xl font-bold text-navy">{t("verify.title")}</h1>
          <CardDescription>{t("verify.intro")}</CardDescription>
        </CardHeader>
        <CardContent>
          <MailOutageNotice />
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <FormField id="admin-verification-code" label={t("verify.code")} error={error}>
              <Input
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, "").slice(0, 6))}
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder="000000"
                className="text-center font-mono text-2xl tracking-[0.5em]"
              />
            </FormField>
            {verify.attemptsLeft !== null && (
              <p className="text-sm text-destructive" role="status">
                {t("verify.attemptsLeft", { count: verify.attemptsLeft })}
              </p>
            )}
            <Button type="submit" className="w-full" disabled={verify.isPending}>
              {verify.isPending ? t("verify.submitting") : t("verify.submit")}
            </Button>
          </form>
          <div className="mt-6 flex flex-col items-center gap-3 text-sm">
            <p className="text-muted-foreground">
              {t("verify.noCode")}{" "}
              <Button
                type="button"
                variant="link"
                className="h-auto p-0"
                disabled={countdown.secondsLeft > 0 || resend.isPending}
                onClick={() => resend.mutate()}
              >
                {countdown.secondsLeft > 0
                  ? t("verify.resendIn", { seconds: countdown.secondsLeft })
                  : t("verify.resend")}
              </Button>
            </p>
            <Link
              href="/admin/auth"
              className="text-muted-foreground underline-offset-4 hover:text-primary hover:underline"
            >
              {t("verify.cancel")}
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
