import { Search } from "lucide-react";
import { ORDER_STATUSES, type OrderStatus } from "@shared/enums";
import type { AdminOrderSort } from "@shared/schemas/admin";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export type OrderStatusFilter = "all" | OrderStatus;

type OrderFiltersProps = {
  search: string;
  onSearchChange: (value: string) => void;
  status: OrderStatusFilter;
  onStatusChange: (value: OrderStatusFilter) => void;
  sort: AdminOrderSort;
  onSortChange: (value: AdminOrderSort) => void;
  /** Orders per status for the current search (one grouped query on the server). */
  counts?: Record<OrderStatus, number>;
  /** The counts are the server's estimate (a search matching more than 10,000 orders). */
  countsEstimated?: boolean;
};

/** Search by order number, customer name, username or e-mail (or service type); filter by status; sort (docs/admin-ui.md). */
export function OrderFilters({
  search,
  onSearchChange,
  status,
  onStatusChange,
  sort,
  onSortChange,
  counts,
  countsEstimated,
}: OrderFiltersProps) {
  const count = (value: number | undefined) =>
    value === undefined ? "" : ` (${countsEstimated ? "about " : ""}${value.toLocaleString("en-US")})`;
  const total = counts ? Object.values(counts).reduce((sum, value) => sum + value, 0) : undefined;
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1 space-y-2">
        <Label htmlFor="order-search">Search orders</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="order-search"
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder="Order number, customer name, username or e-mail"
            className="pl-9"
            aria-describedby="order-search-hint"
            maxLength={100}
          />
        </div>
        <p id="order-search-hint" className="sr-only">
          A number finds the order with that number; any other text matches the customer's name, username or e-mail, or
          the service type.
        </p>
      </div>
      <div className="space-y-2 sm:w-52">
        <Label htmlFor="order-status-filter">Status</Label>
        <Select value={status} onValueChange={(value) => onStatusChange(value as OrderStatusFilter)}>
          <SelectTrigger id="order-status-filter" className="capitalize">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All statuses{count(total)}</SelectItem>
            {ORDER_STATUSES.map((value) => (
              <SelectItem key={value} value={value} className="capitalize">
                {value}
                {count(counts?.[value])}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="space-y-2 sm:w-48">
        <Label htmlFor="order-sort">Sort by</Label>
        <Select value={sort} onValueChange={(value) => onSortChange(value as AdminOrderSort)}>
          <SelectTrigger id="order-sort">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="newest">Newest first</SelectItem>
            <SelectItem value="due">Due date (soonest)</SelectItem>
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
