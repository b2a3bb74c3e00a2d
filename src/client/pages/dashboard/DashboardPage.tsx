import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { PageHeader } from "@/components/common/PageHeader";
import { OrderRow } from "@/features/orders/OrderRow";
import { useOrders } from "@/features/orders/use-orders";
import { useAuth } from "@/hooks/use-auth";
import { displayName } from "@/lib/admin-flag";
import { GettingStarted } from "./GettingStarted";
import { OrderCounters } from "./OrderCounters";
import { QuickActions } from "./QuickActions";

export function DashboardPage() {
  const { user } = useAuth();
  const { orders, isLoading, isError } = useOrders();
  const recent = [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 5);

  return (
    <div className="space-y-8">
      <PageHeader
        title="Dashboard"
        description={user ? `Welcome back, ${displayName(user)}!` : undefined}
        actions={
          <Button asChild>
            <Link href="/dashboard/orders/new">New Translation</Link>
          </Button>
        }
      />
      {isLoading ? <Spinner label="Loading your orders..." /> : <OrderCounters orders={orders} />}
      {isError && <p className="text-sm text-destructive">Error loading orders</p>}
      <QuickActions />
      {!isLoading && !isError && orders.length === 0 && <GettingStarted />}
      {recent.length > 0 && (
        <Card>
          <CardHeader className="flex-row items-center justify-between space-y-0">
            <CardTitle>
              <h2>Recent orders</h2>
            </CardTitle>
            <Button asChild variant="link" className="h-auto p-0">
              <Link href="/dashboard/orders">View all</Link>
            </Button>
          </CardHeader>
          <CardContent className="p-0">
            <ul className="divide-y border-t">
              {recent.map((order) => (
                <OrderRow key={order.id} order={order} />
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
