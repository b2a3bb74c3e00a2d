import { useTranslation } from "react-i18next";
import { CircleCheck, Clock, Loader, Package, type LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { countOrders } from "@/features/orders/use-orders";
import type { OrderStatus } from "@shared/enums";

/** The four counters of the customer's dashboard (docs/customer-ui.md), from the server's count per status. */
export function OrderCounters({ statusCounts }: { statusCounts: Record<OrderStatus, number> | undefined }) {
  const { t } = useTranslation("dashboard");
  const counts = countOrders(statusCounts);
  const items: { label: string; value: number; icon: LucideIcon; tone: string }[] = [
    { label: t("counters.total"), value: counts.total, icon: Package, tone: "text-primary bg-secondary" },
    { label: t("counters.pending"), value: counts.pending, icon: Clock, tone: "text-amber-800 bg-amber-100" },
    { label: t("counters.processing"), value: counts.processing, icon: Loader, tone: "text-blue-800 bg-blue-100" },
    { label: t("counters.completed"), value: counts.completed, icon: CircleCheck, tone: "text-green-800 bg-green-100" },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {items.map(({ label, value, icon: Icon, tone }) => (
        <li key={label}>
          <Card>
            <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5">
              <span className={`flex size-11 items-center justify-center rounded-lg ${tone}`}>
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <p className="text-sm text-muted-foreground">{label}</p>
                <p className="text-2xl font-bold">{value}</p>
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
