import { Link } from "wouter";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { StatusBadge } from "@/features/orders/StatusBadge";
import { useOrders } from "@/features/orders/use-orders";

export function AdminOrdersPage() {
  const { orders, isLoading, isError } = useOrders("/api/admin/orders");
  return (
    <div>
      <PageHeader title="Manage Orders" description="Every customer order, newest first." />
      {isLoading ? (
        <Spinner label="Loading orders..." />
      ) : isError ? (
        <p className="text-destructive">Error loading orders</p>
      ) : orders.length === 0 ? (
        <EmptyState title="No orders found" description="Customer orders will appear here." />
      ) : (
        <Card>
          <ul className="divide-y">
            {orders.map((order) => (
              <li key={order.id} className="flex items-center justify-between gap-4 p-4">
                <Link href={`/admin/orders/${order.id}`} className="font-medium hover:text-primary hover:underline">
                  Order #{order.id} <span className="capitalize text-muted-foreground">{order.serviceType}</span>
                </Link>
                <StatusBadge status={order.status} />
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
