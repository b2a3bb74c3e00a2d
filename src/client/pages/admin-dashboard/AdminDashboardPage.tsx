import { Spinner } from "@/components/ui/spinner";
import { PageHeader } from "@/components/common/PageHeader";
import { useAuth } from "@/hooks/use-auth";
import { DashboardTrends } from "@/features/admin/dashboard/DashboardTrends";
import { Overviews } from "@/features/admin/dashboard/Overviews";
import { ReportsPanel } from "@/features/admin/dashboard/ReportsPanel";
import { RecentOrders } from "@/features/admin/dashboard/RecentOrders";
import { Shortcuts } from "@/features/admin/dashboard/Shortcuts";
import { StatCounters } from "@/features/admin/dashboard/StatCounters";
import { useAdminStats } from "@/features/admin/use-admin-stats";

/**
 * The admin's whole name ("Site Administrator", "Ayşe Yılmaz"), or the username without one: the first name alone
 * greeted the seeded admin as "Site" (issue 42, item 3).
 */
function greetingName(user: { firstName: string | null; lastName: string | null; username: string }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username;
}

/** /admin/dashboard (docs/admin-ui.md): counters, revenue and customer overviews, recent orders and shortcuts. */
export function AdminDashboardPage() {
  const { user } = useAuth();
  const { data: stats, isLoading, isError } = useAdminStats();
  return (
    <div className="space-y-8">
      <PageHeader
        title="Admin Dashboard"
        description={user ? `Welcome back, ${greetingName(user)}. Here is how the business is doing.` : undefined}
      />
      {isLoading ? (
        <Spinner label="Loading figures..." />
      ) : isError || !stats ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive"
        >
          The dashboard figures could not be loaded. Please try again.
        </p>
      ) : (
        <>
          <StatCounters stats={stats} />
          <Overviews stats={stats} />
        </>
      )}
      <DashboardTrends />
      <ReportsPanel />
      <RecentOrders />
      <Shortcuts pendingApplications={stats?.pendingApplications} />
    </div>
  );
}
