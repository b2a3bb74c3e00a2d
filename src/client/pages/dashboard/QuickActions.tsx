import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { CreditCard, FilePlus2, Upload, type LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import type { Order } from "@/features/orders/types";

type QuickAction = { href: string; title: string; text: string; icon: LucideIcon };

/** New Translation, Upload Documents (to the newest pending order) and Payment History (docs/customer-ui.md). */
export function QuickActions({ pending }: { pending: Order | undefined }) {
  const { t } = useTranslation("dashboard");
  const actions: QuickAction[] = [
    { href: "/dashboard/orders/new", title: t("quick.newTitle"), text: t("quick.newText"), icon: FilePlus2 },
    pending
      ? {
          href: `/dashboard/upload/${pending.id}`,
          title: t("quick.uploadTitle"),
          text: t("quick.uploadToOrder", { id: pending.id }),
          icon: Upload,
        }
      : { href: "/dashboard/orders/new", title: t("quick.uploadTitle"), text: t("quick.uploadNoOrder"), icon: Upload },
    { href: "/dashboard/payments", title: t("quick.paymentsTitle"), text: t("quick.paymentsText"), icon: CreditCard },
  ];
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {actions.map(({ href, title, text, icon: Icon }) => (
        <li key={title}>
          <Link
            href={href}
            className="group block h-full rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Card className="h-full transition-colors group-hover:border-primary">
              <CardContent className="flex items-start gap-4 p-5">
                <Icon aria-hidden="true" className="mt-0.5 size-6 text-crimson" />
                <div>
                  <p className="font-semibold group-hover:text-primary">{title}</p>
                  <p className="text-sm text-muted-foreground">{text}</p>
                </div>
              </CardContent>
            </Card>
          </Link>
        </li>
      ))}
    </ul>
  );
}
