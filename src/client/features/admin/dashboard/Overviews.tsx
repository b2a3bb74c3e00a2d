import { DollarSign, Users } from "lucide-react";
import type { AdminStats } from "@shared/schemas/admin";
import { formatUsd } from "@shared/format";
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
          { label: "Total Revenue", value: formatUsd(revenue.total), hint: "Paid payments" },
          { label: "Average Order Value", value: formatUsd(revenue.averageOrderValue) },
          { label: "Completed Orders", value: revenue.completedCount },
          { label: "Completion Rate", value: `${Math.round(revenue.completionRate)}%`, hint: "Completed of all orders" },
        ]}
      />
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
