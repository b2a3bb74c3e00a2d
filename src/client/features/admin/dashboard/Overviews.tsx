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
          {
            label: "Completion Rate",
            value: `${Math.round(revenue.completionRate)}%`,
            hint: "Completed of all orders",
          },
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

/**
 * Gross, refunds and net per period, and beside them the translators' cost of the same days and the margin
 * (docs/translators.md, "Margin"): one table, from one read of the rollups.
 */
function MoneyByPeriod({ money }: { money: AdminStats["money"] }) {
  const headings = ["Gross", "Refunds", "Net", "Paid orders", "Translator cost", "Margin"];
  return (
    <div className="rounded-lg border bg-card p-3 sm:p-4 lg:col-span-2">
      <h2 className="mb-1 text-base font-semibold">Money by period</h2>
      <p className="mb-3 text-xs text-muted-foreground">
        Translator fees are counted when the order completes; revenue when the money moves.
      </p>
      {/* Seven columns do not fit a phone: the table scrolls inside the card, not the page, by keyboard too. */}
      <div
        className="overflow-x-auto rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        tabIndex={0}
        role="region"
        aria-label="Money by period, scrolls sideways on small screens"
      >
        <table className="w-full text-sm" aria-label="Money by period">
          <thead>
            <tr className="text-left text-xs uppercase text-muted-foreground">
              <th scope="col" className="py-1">
                Period
              </th>
              {headings.map((heading) => (
                <th key={heading} scope="col" className="whitespace-nowrap py-1 pl-3 text-right">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {money.map((period) => (
              <tr key={period.key} data-testid={`money-${period.key}`} className="border-t">
                <th scope="row" className="whitespace-nowrap py-1 text-left font-medium">
                  {period.label}
                </th>
                <td className="py-1 pl-3 text-right tabular-nums">{formatCents(period.grossCents)}</td>
                <td className="py-1 pl-3 text-right tabular-nums">{formatCents(-period.refundsCents)}</td>
                <td className="py-1 pl-3 text-right font-semibold tabular-nums">{formatCents(period.netCents)}</td>
                <td className="py-1 pl-3 text-right tabular-nums">{period.paidOrders}</td>
                <td className="whitespace-nowrap py-1 pl-3 text-right tabular-nums">
                  {formatCents(-period.costCents)}
                  <span className="ml-1 text-xs text-muted-foreground">
                    ({period.feeJobs} {period.feeJobs === 1 ? "job" : "jobs"})
                  </span>
                </td>
                <td className="whitespace-nowrap py-1 pl-3 text-right font-semibold tabular-nums">
                  {formatCents(period.marginCents)}
                  {period.marginPercent !== null && (
                    <span className="ml-1 text-xs font-normal text-muted-foreground">{period.marginPercent}%</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
