import { Search } from "lucide-react";
import { ORDER_STATUSES } from "@shared/enums";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export type OrderStatusFilter = "all" | (typeof ORDER_STATUSES)[number];

type OrderFiltersProps = {
  search: string;
  onSearchChange: (value: string) => void;
  status: OrderStatusFilter;
  onStatusChange: (value: OrderStatusFilter) => void;
};

/** Search by order id or service type, and a status filter (docs/admin-ui.md). */
export function OrderFilters({ search, onSearchChange, status, onStatusChange }: OrderFiltersProps) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1 space-y-2">
        <Label htmlFor="order-search">Search orders</Label>
        <div className="relative">
          <Search aria-hidden="true" className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id="order-search"
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder="Order id (e.g. 12 or #12) or service type"
            className="pl-9"
            aria-describedby="order-search-hint"
            maxLength={100}
          />
        </div>
        <p id="order-search-hint" className="sr-only">
          A number finds the order with that id; any other text matches the service type.
        </p>
      </div>
      <div className="space-y-2 sm:w-48">
        <Label htmlFor="order-status-filter">Status</Label>
        <Select value={status} onValueChange={(value) => onStatusChange(value as OrderStatusFilter)}>
          <SelectTrigger id="order-status-filter" className="capitalize">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All statuses</SelectItem>
            {ORDER_STATUSES.map((value) => (
              <SelectItem key={value} value={value} className="capitalize">
                {value}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
