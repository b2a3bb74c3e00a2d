import { Link } from "wouter";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PageHeader } from "@/components/common/PageHeader";
import { useCustomerDocuments } from "@/features/documents/use-customer-documents";
import { useOrders } from "@/features/orders/use-orders";
import { OrderList } from "./OrderList";

const tabs = [
  { value: "all", label: "All", empty: "No orders found" },
  { value: "pending", label: "Pending", empty: "No pending orders found" },
  { value: "processing", label: "Processing", empty: "No processing orders found" },
  { value: "completed", label: "Completed", empty: "No completed orders found" },
  { value: "cancelled", label: "Cancelled", empty: "No cancelled orders found" },
] as const;

/** /dashboard/orders: Your Orders, by status (spec 2.6). */
export function OrdersPage() {
  const { orders, isLoading, isError } = useOrders();
  const { hasDocuments } = useCustomerDocuments();
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
        <p role="alert" className="text-destructive">
          Error loading orders
        </p>
      ) : (
        <Tabs defaultValue="all">
          <TabsList className="h-auto w-full flex-wrap justify-start sm:w-auto">
            {tabs.map((tab) => {
              const count = tab.value === "all" ? orders.length : orders.filter((o) => o.status === tab.value).length;
              return (
                <TabsTrigger key={tab.value} value={tab.value} className="gap-1.5">
                  {tab.label}
                  <span className="rounded-full bg-muted px-1.5 text-xs text-muted-foreground">
                    {count}
                  </span>
                </TabsTrigger>
              );
            })}
          </TabsList>
          {tabs.map((tab) => (
            <TabsContent key={tab.value} value={tab.value} className="mt-4">
              <OrderList
                orders={tab.value === "all" ? orders : orders.filter((o) => o.status === tab.value)}
                emptyTitle={tab.empty}
                hasDocuments={hasDocuments}
              />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </div>
  );
}
