import { format } from "date-fns";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/common/PageHeader";
import { useAuth } from "@/hooks/use-auth";

export function SettingsPage() {
  const { user } = useAuth();
  if (!user) return null;
  const rows = [
    ["Name", [user.firstName, user.lastName].filter(Boolean).join(" ") || "-"],
    ["Username", user.username],
    ["Email", user.email],
    ["Member since", format(new Date(user.createdAt), "MMMM d, yyyy")],
  ];
  return (
    <div className="space-y-6">
      <PageHeader title="Account Settings" />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Profile</h2>
          </CardTitle>
          <CardDescription>The details of your account.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 text-sm text-muted-foreground">Changing your password from this page is coming soon.</p>
        </CardContent>
      </Card>
    </div>
  );
}
