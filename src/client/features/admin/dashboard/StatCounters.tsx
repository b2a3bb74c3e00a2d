import { CircleCheck, Clock, Loader, Package, type LucideIcon } from "lucide-react";
import type { AdminStats } from "@shared/schemas/admin";
import { Card, CardContent } from "@/components/ui/card";

/** The four order counters of the admin dashboard (docs/admin-ui.md), from GET /api/admin/stats. */
export function StatCounters({ stats }: { stats: AdminStats }) {
  const items: { label: string; value: number; icon: LucideIcon; tone: string }[] = [
    { label: "Total Orders", value: stats.totalOrders, icon: Package, tone: "text-primary bg-secondary" },
    { label: "Pending Orders", value: stats.pendingOrders, icon: Clock, tone: "text-amber-800 bg-amber-100" },
    { label: "Processing Orders", value: stats.processingOrders, icon: Loader, tone: "text-blue-800 bg-blue-100" },
    { label: "Completed Orders", value: stats.completedOrders, icon: CircleCheck, tone: "text-green-800 bg-green-100" },
  ];
  return (
    <ul aria-label="Order counters" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {items.map(({ label, value, icon: Icon, tone }) => (
        <li key={label}>
          <Card className="h-full">
            <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5">
              <span className={`flex size-11 shrink-0 items-center justify-center rounded-lg ${tone}`}>
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <p className="text-sm text-muted-foreground">{label}</p>
                <p
                  className="text-2xl font-bold tabular-nums"
                  data-testid={`counter-${label.toLowerCase().replace(/\s+/g, "-")}`}
                >
                  {value}
                </p>
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
