import { useEffect, useState } from "react";
import { Redirect, useSearch } from "wouter";
import { MailCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { PublicUser } from "@shared/schemas/auth";
import { localizedPath, splitLanguagePath } from "@shared/public-pages";
import { FullPageSpinner } from "@/components/ui/spinner";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { LoginForm } from "@/features/auth/LoginForm";
import { RegisterForm } from "@/features/auth/RegisterForm";
import { TrustPanel } from "@/features/auth/TrustPanel";
import { useAuth } from "@/hooks/use-auth";
import { useLogin, useRegister } from "@/features/auth/use-sign-in";

type Tab = "login" | "register";

/** Where a signed-in visitor of /auth belongs (the spec's access rules for customer and admin pages). */
function destination(user: PublicUser, params: URLSearchParams) {
  if (user.role === "admin") return "/admin/dashboard";
  if (user.role === "translator") return "/translator";
  if (params.get("redirect") === "order") return "/dashboard/orders/new";
  return "/dashboard";
}

/**
 * The account's language wins on sign-in (use-sign-in.ts), so a customer whose account reads English who signs in on
 * /tr/auth lands on /dashboard, not on an English screen under /tr: the Turkish base is the whole app's (App.tsx), so
 * leaving it is a page load, as the language switch does on signed-in pages.
 */
function SignedInRedirect({ user, to, label }: { user: PublicUser; to: string; label: string }) {
  // Only /tr names a language; an unprefixed page follows the account (and the cookie) already.
  const crossLanguage =
    user.role === "user" && user.language !== "tr" && splitLanguagePath(window.location.pathname).language === "tr";
  useEffect(() => {
    if (crossLanguage) window.location.replace(localizedPath(to, user.language));
  }, [crossLanguage, to, user.language]);
  return crossLanguage ? <FullPageSpinner label={label} /> : <Redirect to={to} replace />;
}

export function AuthPage() {
  const { t } = useTranslation("auth");
  const { user } = useAuth();
  const loginMutation = useLogin();
  const registerMutation = useRegister();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const requestedTab: Tab = params.get("tab") === "register" ? "register" : "login";
  const [tab, setTab] = useState<Tab>(requestedTab);

  useEffect(() => setTab(requestedTab), [requestedTab]);

  if (user) return <SignedInRedirect user={user} to={destination(user, params)} label={t("page.openingAccount")} />;

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:py-16 lg:grid-cols-2 lg:items-start">
      <Card className="w-full">
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl font-bold text-navy">
              {tab === "login" ? t("page.welcomeBack") : t("page.createAccount")}
            </h1>
          </CardTitle>
          <CardDescription>
            {params.get("redirect") === "order"
              ? t("page.continueOrder")
              : tab === "login"
                ? t("page.loginIntro")
                : t("page.registerIntro")}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login">{t("page.loginTab")}</TabsTrigger>
              <TabsTrigger value="register">{t("page.registerTab")}</TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="pt-4">
              <LoginForm
                onSubmit={(values) => loginMutation.mutate(values)}
                isPending={loginMutation.isPending}
                forgotPasswordHref="/forgot-password"
              />
            </TabsContent>
            <TabsContent value="register" className="pt-4">
              {registerMutation.data?.signedIn === false ? (
                <div role="status" className="flex items-start gap-3 rounded-md border bg-muted/40 p-4 text-sm">
                  <MailCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                  <div>
                    <p className="font-medium">{t("checkEmail.title")}</p>
                    <p>{t("checkEmail.text", { email: registerMutation.data.user.email })}</p>
                  </div>
                </div>
              ) : (
                <RegisterForm
                  onSubmit={(values) => registerMutation.mutate(values)}
                  isPending={registerMutation.isPending}
                />
              )}
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <TrustPanel />
    </div>
  );
}
