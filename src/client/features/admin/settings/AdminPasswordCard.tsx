import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ChangePasswordForm } from "@/features/account/ChangePasswordForm";

/** Change Admin Password (Security tab): the customer's form, posting to /api/admin/change-password. */
export function AdminPasswordCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-base font-semibold">Change Admin Password</h2>
        </CardTitle>
        <CardDescription>Your other sessions are signed out; this one stays signed in.</CardDescription>
      </CardHeader>
      <CardContent>
        <ChangePasswordForm audience="admin" />
      </CardContent>
    </Card>
  );
}
