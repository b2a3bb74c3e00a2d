import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PageHeader } from "@/components/common/PageHeader";
import { useCustomerDocuments } from "@/features/documents/use-customer-documents";
import { useOrders } from "@/features/orders/use-orders";
import { OrderList } from "./OrderList";

const tabs = [
  { value: "all", label: "list.tabAll", empty: "list.emptyAll" },
  { value: "pending", label: "list.tabPending", empty: "list.emptyPending" },
  { value: "processing", label: "list.tabProcessing", empty: "list.emptyProcessing" },
  { value: "completed", label: "list.tabCompleted", empty: "list.emptyCompleted" },
  { value: "cancelled", label: "list.tabCancelled", empty: "list.emptyCancelled" },
] as const;

/** /dashboard/orders: Your Orders, by status (docs/customer-ui.md). */
export function OrdersPage() {
  const { t } = useTranslation("orders");
  const { orders, isLoading, isError } = useOrders();
  const { hasDocuments } = useCustomerDocuments();
  const newOrder = (
    <Button asChild>
      <Link href="/dashboard/orders/new">
        <Plus aria-hidden="true" />
        {t("list.newOrder")}
      </Link>
    </Button>
  );

  return (
    <div>
      <PageHeader title={t("list.title")} description={t("list.description")} actions={newOrder} />
      {isLoading ? (
        <Spinner label={t("list.loading")} />
      ) : isError ? (
        <p role="alert" className="text-destructive">
          {t("list.loadError")}
        </p>
      ) : (
        <Tabs defaultValue="all">
          <TabsList className="h-auto w-full flex-wrap justify-start sm:w-auto">
            {tabs.map((tab) => {
              const count = tab.value === "all" ? orders.length : orders.filter((o) => o.status === tab.value).length;
              return (
                <TabsTrigger key={tab.value} value={tab.value} className="gap-1.5">
                  {t(tab.label)}
                  <span className="rounded-full bg-muted px-1.5 text-xs text-muted-foreground">{count}</span>
                </TabsTrigger>
              );
            })}
          </TabsList>
          {tabs.map((tab) => (
            <TabsContent key={tab.value} value={tab.value} className="mt-4">
              <OrderList orders={tab.value === "all" ? orders : orders.filter((o) => o.status === tab.value)} emptyTitle={t(tab.empty)} hasDocuments={hasDocuments} />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </div>
  );
}
