import { shownAccount } from "@shared/account-deletion";
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
 * /admin/dashboard (docs/admin-ui.md): counters, revenue and customer overviews, recent orders and shortcuts. The
 * greeting names the admin in whole ("Site Administrator"): the first name alone said "Site" (issue 42, item 3).
 */
export function AdminDashboardPage() {
  const { user } = useAuth();
  const { data: stats, isLoading, isError } = useAdminStats();
  return (
    <div className="space-y-8">
      <PageHeader
        title="Admin Dashboard"
        description={user ? `Welcome back, ${shownAccount(user).name}. Here is how the business is doing.` : undefined}
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
