import { DollarSign, Users } from "lucide-react";
import type { AdminStats } from "@shared/schemas/admin";
import { formatCents } from "@shared/money";
import { OverviewCard } from "@/features/admin/dashboard/OverviewCard";

/** Revenue (paid payments, USD) and customers, from real data (docs/administration.md). */
export function Overviews({ stats }: { stats: AdminStats }) {
  const { revenue, customers } = stats;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <OverviewCard
        title="Revenue Overview"
        icon={DollarSign}
        figures={[
          { label: "Total Revenue", value: formatCents(revenue.totalCents), hint: "Payments minus refunds, all time" },
          { label: "Average Order Value", value: formatCents(revenue.averageOrderValueCents) },
          { label: "Completed Orders", value: revenue.completedCount },
          { label: "Completion Rate", value: `${Math.round(revenue.completionRate)}%`, hint: "Completed of all orders" },
        ]}
      />
      <MoneyByPeriod money={stats.money} />
      <OverviewCard
        title="Customer Overview"
        icon={Users}
        figures={[
          { label: "Total Customers", value: customers.total },
          { label: "New This Month", value: customers.newThisMonth },
          {
            label: "Returning Customers",
            value: customers.returning,
            hint: `${Math.round(customers.returningRate)}% of customers`,
          },
          { label: "Pending Applications", value: stats.pendingApplications, hint: "Translator applications" },
        ]}
      />
    </div>
  );
}

/** Gross, refunds and net per period, from integer cents. */
function MoneyByPeriod({ money }: { money: AdminStats["money"] }) {
  return (
    <div className="rounded-lg border bg-card p-3 sm:p-4 lg:col-span-2">
      <h2 className="mb-3 text-base font-semibold">Money by period</h2>
      {/* Five columns of amounts fill a 320 px phone; a year of large figures scrolls inside the card, not the page. */}
      <div className="overflow-x-auto">
        <table className="w-full text-sm" aria-label="Money by period">
          <thead>
            <tr className="text-left text-xs uppercase text-muted-foreground">
              <th scope="col" className="py-1">
                Period
              </th>
              <th scope="col" className="py-1 text-right">
                Gross
              </th>
              <th scope="col" className="py-1 text-right">
                Refunds
              </th>
              <th scope="col" className="py-1 text-right">
                Net
              </th>
              <th scope="col" className="py-1 text-right">
                Paid orders
              </th>
            </tr>
          </thead>
          <tbody>
            {money.map((period) => (
              <tr key={period.key} data-testid={`money-${period.key}`} className="border-t">
                <th scope="row" className="py-1 text-left font-medium">
                  {period.label}
                </th>
                <td className="py-1 text-right tabular-nums">{formatCents(period.grossCents)}</td>
                <td className="py-1 text-right tabular-nums">{formatCents(-period.refundsCents)}</td>
                <td className="py-1 text-right font-semibold tabular-nums">{formatCents(period.netCents)}</td>
                <td className="py-1 text-right tabular-nums">{period.paidOrders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
