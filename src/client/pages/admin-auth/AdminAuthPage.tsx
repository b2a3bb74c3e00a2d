import { useTranslation } from "react-i18next";
import { Redirect } from "wouter";
import { ShieldCheck } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { LoginForm } from "@/features/auth/LoginForm";
import { MailOutageNotice } from "@/features/auth/MailOutageNotice";
import { useAdminLogin } from "@/features/auth/use-admin-login";
import { useAuth } from "@/hooks/use-auth";

/** Admin sign-in: a login form only, no sign-up. */
export function AdminAuthPage() {
  const { t } = useTranslation("adminSignIn");
  const { user } = useAuth();
  const adminLogin = useAdminLogin();

  if (user?.role === "admin" && !adminLogin.isPending) {
    return <Redirect to={user.verificationRequired ? "/admin/verify" : "/admin/dashboard"} replace />;
  }

  return (
    <div className="flex justify-center px-4 py-12 md:py-20">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
            <ShieldCheck aria-hidden="true" className="size-6" />
          </span>
          <h1 className="mt-2 text-2xl font-bold text-navy">{t("title")}</h1>
          <CardDescription>{t("intro")}</CardDescription>
        </CardHeader>
        <CardContent>
          <MailOutageNotice />
          <LoginForm
            idPrefix="admin"
            onSubmit={(values) => adminLogin.mutate(values)}
            isPending={adminLogin.isPending}
          />
        </CardContent>
      </Card>
    </div>
  );
}
