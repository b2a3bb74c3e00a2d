import { useState } from "react";
import { Package } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { AdminOrdersTable } from "@/features/admin/AdminOrdersTable";
import { OrderFilters, type OrderStatusFilter } from "@/features/admin/OrderFilters";
import { useAdminOrders } from "@/features/admin/use-admin-orders";
import { useDebouncedValue } from "@/features/admin/use-debounced-value";

/** /admin/orders (docs/admin-ui.md): every order, searchable and filterable, with the status actions. */
export function AdminOrdersPage() {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<OrderStatusFilter>("all");
  const debouncedSearch = useDebouncedValue(search);
  const { data: orders, isLoading, isError, isFetching } = useAdminOrders({ status, search: debouncedSearch });
  const filtered = status !== "all" || debouncedSearch.trim() !== "";

  return (
    <div>
      <PageHeader title="Manage Orders" description="Every customer order, newest first." />
      <OrderFilters search={search} onSearchChange={setSearch} status={status} onStatusChange={setStatus} />
      <div aria-live="polite" className="sr-only">
        {orders && !isFetching ? `${orders.length} order${orders.length === 1 ? "" : "s"} shown` : ""}
      </div>
      {isLoading ? (
        <Spinner label="Loading orders..." />
      ) : isError ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-destructive">
          Error loading orders
        </p>
      ) : !orders || orders.length === 0 ? (
        <EmptyState icon={Package} title="No orders found" description={filtered ? "No order matches this search or status." : "Customer orders will appear here."} />
      ) : (
        <div className={isFetching ? "opacity-70 transition-opacity" : undefined}>
          <AdminOrdersTable orders={orders} />
        </div>
      )}
    </div>
  );
}
