import { ORDER_STATUSES, type OrderStatus } from "@shared/enums";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/utils";

type OrderStatusSelectProps = {
  value: OrderStatus;
  onChange: (status: OrderStatus) => void;
  /** The statuses offered besides the current one (the transition table's allowed moves); all when omitted. */
  options?: readonly OrderStatus[];
  /** Read by screen readers, e.g. "Status of order #12". */
  label?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
};

/** The admin status control: the current status and the moves the table allows (docs/decisions/006-order-transition-table.md). */
export function OrderStatusSelect({
  value,
  onChange,
  options,
  label,
  id,
  disabled,
  className,
}: OrderStatusSelectProps) {
  const shown = ORDER_STATUSES.filter((status) => status === value || !options || options.includes(status));
  return (
    <Select
      value={value}
      onValueChange={(next) => onChange(next as OrderStatus)}
      disabled={disabled || shown.length <= 1}
    >
      <SelectTrigger id={id} aria-label={label} className={cn("h-9 w-36 capitalize", className)}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {shown.map((status) => (
          <SelectItem key={status} value={status} className="capitalize">
            {status}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
