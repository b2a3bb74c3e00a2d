import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CircleCheck, MailCheck } from "lucide-react";
import { EMAIL_VERIFICATION_MESSAGES, type PublicUser } from "@shared/schemas/auth";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { LoginForm } from "@/features/auth/LoginForm";
import { useLogin } from "@/features/auth/use-sign-in";
import { useAuth } from "@/hooks/use-auth";
import { apiMessage } from "@/lib/api";
import { useTranslateMessage } from "@/lib/translate-message";
import { DraftSignUpForm } from "./DraftSignUpForm";
import { useDraftSignUp, useResendEmailCode, useVerificationWatch, useVerifyEmailCode } from "./use-draft-account";

type Tab = "new" | "existing";

/**
 * Section 3 of /order: sign up or sign in on the page, then the e-mailed code on the page too. The draft is tied
 * to the account by the page once someone is signed in (OrderPage).
 */
export function DraftAccount() {
  const { t } = useTranslation("draftOrder");
  const { user, isLoading } = useAuth();
  let body;
  if (isLoading) body = <Spinner label={t("page.loading")} />;
  else if (!user) body = <SignInOrUp />;
  else if (user.role !== "user") body = <p className="text-sm text-destructive">{t("account.notCustomer")}</p>;
  else if (!user.emailVerified) body = <EmailCodeStep user={user} />;
  else
    body = (
      <p className="flex min-w-0 items-start gap-2 text-sm [overflow-wrap:anywhere]" data-testid="draft-signed-in">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
        {t("account.signedInAs", {
          name: [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username,
          email: user.email,
        })}
      </p>
    );
  return (
    <section aria-labelledby="draft-account-title" className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="draft-account-title" className="mb-4 text-lg font-semibold">
        {t("account.title")}
      </h2>
      {body}
    </section>
  );
}

function SignInOrUp() {
  const { t } = useTranslation("draftOrder");
  const tm = useTranslateMessage();
  const [tab, setTab] = useState<Tab>("new");
  const signUp = useDraftSignUp();
  const login = useLogin();
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
      <TabsList className="grid w-full grid-cols-2">
        <TabsTrigger value="new">{t("account.newCustomer")}</TabsTrigger>
        <TabsTrigger value="existing">{t("account.haveAccount")}</TabsTrigger>
      </TabsList>
      <TabsContent value="new" className="pt-4">
        {signUp.data?.signedIn === false ? (
          <div
            role="status"
            className="flex items-start gap-3 rounded-md border bg-muted/40 p-4 text-sm"
            data-testid="draft-check-email"
          >
            <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
            <div className="space-y-2">
              <p className="font-medium">{t("account.checkEmailTitle")}</p>
              <p className="[overflow-wrap:anywhere]">{t("account.checkEmailText", { email: signUp.data.email })}</p>
              <Button type="button" variant="outline" size="sm" onClick={() => setTab("existing")}>
                {t("account.toSignIn")}
              </Button>
            </div>
          </div>
        ) : (
          <>
            <DraftSignUpForm onSubmit={(values) => signUp.mutate(values)} isPending={signUp.isPending} />
            {signUp.isError && (
              <p role="alert" className="mt-3 text-sm font-medium text-destructive">
                {tm(apiMessage(signUp.error, t("account.createFailed")))}
              </p>
            )}
          </>
        )}
      </TabsContent>
      <TabsContent value="existing" className="pt-4">
        <LoginForm
          idPrefix="draft-login"
          usernameLabel={t("account.usernameOrEmail")}
          onSubmit={(values) => login.mutate(values)}
          isPending={login.isPending}
          forgotPasswordHref="/forgot-password"
        />
      </TabsContent>
    </Tabs>
  );
}

/** The e-mailed code, typed here; the account is asked after every 3 s in case the link was opened instead. */
function EmailCodeStep({ user }: { user: PublicUser }) {
  const { t } = useTranslation("draftOrder");
  const tm = useTranslateMessage();
  const [code, setCode] = useState("");
  useVerificationWatch(true);
  const verify = useVerifyEmailCode();
  const resend = useResendEmailCode();
  return (
    <div className="space-y-3" data-testid="draft-email-code">
      <p className="font-medium">{t("account.codeTitle")}</p>
      <p className="text-sm [overflow-wrap:anywhere]">{t("account.codeText", { email: user.email })}</p>
      <form
        noValidate
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          verify.mutate(code.trim());
        }}
      >
        <div className="space-y-2">
          <label htmlFor="draft-email-code" className="text-sm font-medium">
            {t("account.codeLabel")}
          </label>
          <Input
            id="draft-email-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="w-36"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-describedby={verify.isError ? "draft-email-code-error" : undefined}
          />
        </div>
        <Button type="submit" disabled={verify.isPending}>
          {verify.isPending ? t("account.verifying") : t("account.verify")}
        </Button>
        <Button type="button" variant="outline" onClick={() => resend.mutate()} disabled={resend.isPending}>
          {t("account.resend")}
        </Button>
      </form>
      {verify.isError && (
        <p id="draft-email-code-error" role="alert" className="text-sm font-medium text-destructive">
          {tm(apiMessage(verify.error, EMAIL_VERIFICATION_MESSAGES.invalidCode))}
        </p>
      )}
      {resend.isSuccess && (
        <p role="status" className="text-sm text-muted-foreground">
          {t("account.resent")}
        </p>
      )}
      {resend.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {tm(apiMessage(resend.error, t("account.resendFailed")))}
        </p>
      )}
      <p className="text-xs text-muted-foreground">{t("account.codeLink")}</p>
    </div>
  );
}
