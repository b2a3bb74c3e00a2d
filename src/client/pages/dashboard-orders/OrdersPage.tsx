import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { Plus } from "lucide-react";
import { ORDER_STATUSES } from "@shared/enums";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PageHeader } from "@/components/common/PageHeader";
import { Pager } from "@/components/common/Pager";
import { countOrders, useOrders } from "@/features/orders/use-orders";
import { usePagedView } from "@/hooks/use-paged-view";
import { OrderList } from "./OrderList";

const tabs = [
  { value: "all", label: "list.tabAll", empty: "list.emptyAll" },
  { value: "pending", label: "list.tabPending", empty: "list.emptyPending" },
  { value: "processing", label: "list.tabProcessing", empty: "list.emptyProcessing" },
  { value: "completed", label: "list.tabCompleted", empty: "list.emptyCompleted" },
  { value: "cancelled", label: "list.tabCancelled", empty: "list.emptyCancelled" },
] as const;

/** /dashboard/orders: Your Orders, by status, a page at a time; the tab and page are in the URL (docs/customer-ui.md). */
export function OrdersPage() {
  const { t } = useTranslation("orders");
  const view = usePagedView(["status"] as const);
  const status = (ORDER_STATUSES as readonly string[]).includes(view.filters.status) ? view.filters.status : "all";
  const { page, orders, statusCounts, isLoading, isError, isFetching, hasDocuments } = useOrders({
    status,
    limit: view.limit,
    cursor: view.cursor,
  });
  const total = countOrders(statusCounts).total;
  const shown = status === "all" ? total : (statusCounts?.[status as keyof typeof statusCounts] ?? 0);
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
        <Tabs value={status} onValueChange={(value) => view.setFilters({ status: value === "all" ? "" : value })}>
          <TabsList className="h-auto w-full flex-wrap justify-start sm:w-auto">
            {tabs.map((tab) => {
              const count = tab.value === "all" ? total : (statusCounts?.[tab.value] ?? 0);
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
              <div className={isFetching ? "opacity-70 transition-opacity" : undefined}>
                <OrderList orders={orders} emptyTitle={t(tab.empty)} hasDocuments={hasDocuments} />
              </div>
            </TabsContent>
          ))}
        </Tabs>
      )}
      {page && (page.nextCursor !== null || page.prevCursor !== null || shown > 10) && (
        <Pager
          page={page}
          view={view}
          summary={t("list.count", { count: shown })}
          labels={{
            previous: t("list.previousPage"),
            next: t("list.nextPage"),
            perPage: t("list.perPage"),
            navigation: t("list.pages"),
          }}
          busy={isFetching}
        />
      )}
    </div>
  );
}
