import { Link } from "wouter";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { OrderRow } from "@/features/orders/OrderRow";
import { useOrders } from "@/features/orders/use-orders";

const tabs = [
  { value: "all", label: "All", empty: "No orders found" },
  { value: "pending", label: "Pending", empty: "No pending orders found" },
  { value: "processing", label: "Processing", empty: "No processing orders found" },
  { value: "completed", label: "Completed", empty: "No completed orders found" },
  { value: "cancelled", label: "Cancelled", empty: "No cancelled orders found" },
];

export function OrdersPage() {
  const { orders, isLoading, isError } = useOrders();
  const newOrder = (
    <Button asChild>
      <Link href="/dashboard/orders/new">
        <Plus aria-hidden="true" />
        New Order
      </Link>
    </Button>
  );

  return (
    <div>
      <PageHeader title="Your Orders" description="Track, pay for and download your translation orders." actions={newOrder} />
      {isLoading ? (
        <Spinner label="Loading your orders..." />
      ) : isError ? (
        <p className="text-destructive">Error loading orders</p>
      ) : (
        <Tabs defaultValue="all">
          <TabsList className="h-auto flex-wrap justify-start">
            {tabs.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map((tab) => {
            const list = tab.value === "all" ? orders : orders.filter((o) => o.status === tab.value);
            return (
              <TabsContent key={tab.value} value={tab.value} className="mt-4">
                {list.length === 0 ? (
                  <EmptyState title={tab.empty} description="Orders you create will appear here." />
                ) : (
                  <Card>
                    <ul className="divide-y">
                      {list.map((order) => (
                        <OrderRow key={order.id} order={order} />
                      ))}
                    </ul>
                  </Card>
                )}
              </TabsContent>
            );
          })}
        </Tabs>
      )}
    </div>
  );
}
