import { Link } from "wouter";
import { ChevronRight } from "lucide-react";
import type { AdminOrder } from "@shared/schemas/admin";
import { formatCents } from "@shared/money";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { StatusBadge } from "@/features/orders/StatusBadge";
import { shownAccount } from "@shared/account-deletion";
import { shortDate } from "@/features/admin/format";
import { useAdminOrders } from "@/features/admin/use-admin-orders";
import { serviceName } from "@/lib/english-labels";

/** The 5 most recent orders (GET /api/admin/orders?limit=5, newest first). */
export function RecentOrders() {
  const { data, isLoading, isError } = useAdminOrders({ limit: 5 });
  const orders: AdminOrder[] = data?.items ?? [];
  return (
    <Card role="region" aria-labelledby="recent-orders-title">
      <CardHeader className="flex-row items-center justify-between space-y-0 pb-3">
        <CardTitle>
          <h2 id="recent-orders-title" className="text-base font-semibold">
            Recent Orders
          </h2>
        </CardTitle>
        <Link href="/admin/orders" className="text-sm font-medium text-primary hover:underline">
          View all
        </Link>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Spinner label="Loading orders..." />
        ) : isError ? (
          <p role="alert" className="text-sm text-destructive">
            Error loading orders
          </p>
        ) : orders.length === 0 ? (
          <p className="text-sm text-muted-foreground">No orders yet.</p>
        ) : (
          <ul className="-mx-2 divide-y">
            {orders.map((order) => (
              <li key={order.id}>
                <Link
                  href={`/admin/orders/${order.id}`}
                  className="flex items-center gap-3 rounded-md px-2 py-3 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">
                      Order #{order.id}{" "}
                      <span className="ml-1 text-muted-foreground">{serviceName(order.serviceType)}</span>
                    </p>
                    <p className="truncate text-sm text-muted-foreground">
                      {shownAccount(order.customer).name} · {shortDate(order.createdAt)} ·{" "}
                      {formatCents(order.totalCents)}
                    </p>
                  </div>
                  <StatusBadge status={order.status} />
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
