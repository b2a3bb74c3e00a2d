import { useEffect, useState } from "react";
import { Package } from "lucide-react";
import { ORDER_STATUSES } from "@shared/enums";
import { ADMIN_ORDER_SORTS, type AdminOrderSort } from "@shared/schemas/admin";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { Pager } from "@/components/common/Pager";
import { AdminOrdersTable } from "@/features/admin/AdminOrdersTable";
import { OrderFilters, type OrderStatusFilter } from "@/features/admin/OrderFilters";
import { useAdminOrders } from "@/features/admin/use-admin-orders";
import { useDebouncedValue } from "@/features/admin/use-debounced-value";
import { usePagedView } from "@/hooks/use-paged-view";
import { serverMessageOf } from "@/lib/api";

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** /admin/orders (docs/admin-ui.md): every order a page at a time, searchable, filterable and sortable; the view lives in the URL. */
export function AdminOrdersPage() {
  const view = usePagedView(["status", "search", "sort"] as const);
  const status = oneOf<OrderStatusFilter>(["all", ...ORDER_STATUSES], view.filters.status, "all");
  const sort = oneOf<AdminOrderSort>(ADMIN_ORDER_SORTS, view.filters.sort, "newest");
  const [search, setSearch] = useState(view.filters.search);
  const debouncedSearch = useDebouncedValue(search);
  const { setFilters } = view;
  useEffect(() => {
    if (debouncedSearch.trim() !== view.filters.search) setFilters({ search: debouncedSearch.trim() });
    // Only a settled search box writes to the address; the address changing elsewhere does not loop back here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const { data, isLoading, isError, error, isFetching } = useAdminOrders({
    status,
    search: view.filters.search,
    sort,
    limit: view.limit,
    cursor: view.cursor,
  });
  const orders = data?.items;
  const filtered = status !== "all" || view.filters.search !== "";

  return (
    <div>
      <PageHeader title="Manage Orders" description="Every customer order, a page at a time." />
      <OrderFilters
        search={search}
        onSearchChange={setSearch}
        status={status}
        onStatusChange={(value) => setFilters({ status: value === "all" ? "" : value })}
        sort={sort}
        onSortChange={(value) => setFilters({ sort: value === "newest" ? "" : value })}
        counts={data?.statusCounts}
        countsEstimated={data?.totalEstimated}
      />
      <div aria-live="polite" className="sr-only">
        {data && !isFetching ? `${orders!.length} of ${data.total} order${data.total === 1 ? "" : "s"} shown` : ""}
      </div>
      {isLoading ? (
        <Spinner label="Loading orders..." />
      ) : isError ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-destructive">
          Error loading orders{serverMessageOf(error) ? `: ${serverMessageOf(error)}` : ""}.{" "}
          {view.cursor && (
            <button type="button" className="underline" onClick={() => view.goTo(null)}>
              Back to the first page
            </button>
          )}
        </p>
      ) : !orders || orders.length === 0 ? (
        <EmptyState
          icon={Package}
          title="No orders found"
          description={filtered ? "No order matches this search or status." : "Customer orders will appear here."}
        />
      ) : (
        <div className={isFetching ? "opacity-70 transition-opacity" : undefined}>
          <AdminOrdersTable orders={orders} />
        </div>
      )}
      {data && (
        <Pager
          page={data}
          view={view}
          summary={`${data.totalEstimated ? "About " : ""}${data.total.toLocaleString("en-US")} order${data.total === 1 ? "" : "s"}`}
          busy={isFetching}
        />
      )}
    </div>
  );
}
