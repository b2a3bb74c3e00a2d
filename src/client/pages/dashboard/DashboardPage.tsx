import { greeting, isFirstVisit } from "@/features/auth/first-visit";
import { Link } from "wouter";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { PageHeader } from "@/components/common/PageHeader";
import { useCustomerDocuments } from "@/features/documents/use-customer-documents";
import { useOrders } from "@/features/orders/use-orders";
import { useAuth } from "@/hooks/use-auth";
import { displayName } from "@/lib/admin-flag";
import { GettingStarted } from "./GettingStarted";
import { OrderCounters } from "./OrderCounters";
import { QuickActions } from "./QuickActions";
import { RecentOrders } from "./RecentOrders";

/** /dashboard: welcome, counters, shortcuts, the 5 newest orders or, with none yet, how ordering works (spec 2.6). */
export function DashboardPage() {
  const { user } = useAuth();
  const { orders, isLoading, isError } = useOrders();
  const { hasDocuments } = useCustomerDocuments();

  return (
    <div className="space-y-8">
      <PageHeader
        title="Dashboard"
        description={user ? greeting(displayName(user), isFirstVisit(user.id)) : undefined}
        actions={
          <Button asChild>
            <Link href="/dashboard/orders/new">
              <Plus aria-hidden="true" />
              New Order
            </Link>
          </Button>
        }
      />
      {isLoading ? <Spinner label="Loading your orders..." /> : <OrderCounters orders={orders} />}
      {isError && (
        <p role="alert" className="text-sm text-destructive">
          Error loading orders
        </p>
      )}
      <QuickActions orders={orders} />
      {!isLoading && !isError && orders.length === 0 && <GettingStarted />}
      {orders.length > 0 && <RecentOrders orders={orders.slice(0, 5)} hasDocuments={hasDocuments} />}
    </div>
  );
}
