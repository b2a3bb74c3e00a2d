import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "wouter";
import { AlertTriangle } from "lucide-react";
import type { PublicUser } from "@shared/schemas/auth";
import type { AccountDeletionCheck } from "@shared/schemas/account-data";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useSiteInfo } from "@/features/site/use-site-info";
import { DeleteAccountDialog } from "./DeleteAccountDialog";
import { ACCOUNT_DELETION_QUERY_KEY } from "./query-keys";

/**
 * Account Settings' "Delete my account" (docs/customer-ui.md): while an order is in progress, which ones and what to do
 * about each; otherwise the button to the confirm dialog (what goes, what stays, the password).
 */
export function DeleteAccountCard({ user }: { user: PublicUser }) {
  const { t } = useTranslation("accountData");
  const site = useSiteInfo();
  const [open, setOpen] = useState(false);
  const check = useQuery<AccountDeletionCheck>({ queryKey: ACCOUNT_DELETION_QUERY_KEY, staleTime: 0 });
  const blocking = check.data?.ordersInProgress ?? [];

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle>
          <h2>{t("delete.title")}</h2>
        </CardTitle>
        <CardDescription>{t("delete.text")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {check.isLoading && <p className="text-muted-foreground">{t("delete.checking")}</p>}
        {check.isError && <p role="alert">{t("delete.checkFailed")}</p>}
        {blocking.length > 0 && (
          <div role="alert" className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
            <p className="flex items-center gap-2 font-medium">
              <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
              {t("delete.blocked")}
            </p>
            <ul className="space-y-2">
              {blocking.map((order) => (
                <li key={order.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <span>{t(`delete.reason.${order.reason}`, { id: order.id })}</span>
                  <Link
                    href={`/dashboard/orders/${order.id}`}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {t("delete.viewOrder", { id: order.id })}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
        {check.isSuccess && blocking.length === 0 && (
          <>
            <p>{t("delete.exportFirst")}</p>
            <Button type="button" variant="destructive" onClick={() => setOpen(true)}>
              {t("delete.open")}
            </Button>
          </>
        )}
        <p className="text-muted-foreground">
          <Trans
            t={t}
            i18nKey="delete.contact"
            values={{ email: site.companyEmail }}
            // eslint-disable-next-line jsx-a11y/anchor-has-content -- <Trans> puts the address inside the link.
            components={{ emailLink: <a className="text-primary underline" href={`mailto:${site.companyEmail}`} /> }}
          />
        </p>
      </CardContent>
      <DeleteAccountDialog user={user} open={open} onOpenChange={setOpen} />
    </Card>
  );
}
