import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/common/PageHeader";
import { AccountOverview } from "@/features/account/AccountOverview";
import { ChangePasswordForm } from "@/features/account/ChangePasswordForm";
import { DataExportCard } from "@/features/account-data/DataExportCard";
import { DeleteAccountCard } from "@/features/account-data/DeleteAccountCard";
import { ProfileForm } from "@/features/account/ProfileForm";
import { useAuth } from "@/hooks/use-auth";

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** /dashboard/settings: profile, password, "Download my data" and "Delete my account". */
export function SettingsPage() {
  const { t } = useTranslation("account");
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="space-y-6">
      <PageHeader title={t("title")} />
      <Section title={t("profileTitle")} description={t("profileText")}>
        <div className="space-y-6">
          <AccountOverview user={user} />
          <ProfileForm user={user} />
        </div>
      </Section>
      <Section title={t("passwordTitle")} description={t("passwordText")}>
        <ChangePasswordForm audience="customer" />
      </Section>
      <DataExportCard />
      <DeleteAccountCard user={user} />
    </div>
  );
}
