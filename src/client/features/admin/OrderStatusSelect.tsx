import { ORDER_STATUSES, type OrderStatus } from "@shared/enums";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/utils";

type OrderStatusSelectProps = {
  value: OrderStatus;
  onChange: (status: OrderStatus) => void;
  /** Read by screen readers, e.g. "Status of order #12". */
  label?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
};

/** The admin status control (spec 2.7): any of the four statuses can be chosen. */
export function OrderStatusSelect({ value, onChange, label, id, disabled, className }: OrderStatusSelectProps) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as OrderStatus)} disabled={disabled}>
      <SelectTrigger id={id} aria-label={label} className={cn("h-9 w-36 capitalize", className)}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {ORDER_STATUSES.map((status) => (
          <SelectItem key={status} value={status} className="capitalize">
            {status}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
