import { formatUsd } from "@shared/format";
import { findPricingEntry } from "@shared/pricing";
import type { ServiceType } from "@shared/enums";
import { priceLines } from "@/features/orders/price-lines";
import { usePricingEntries } from "@/features/orders/use-pricing-entries";
import { cn } from "@/lib/utils";

type PriceBreakdownProps = {
  order: { serviceType: ServiceType; wordCount: number; isRush: boolean; isPhysicalDelivery: boolean; totalPrice: number };
  totalLabel?: string;
  className?: string;
};

/** Words × rate, rush surcharge and physical delivery lines, then the total. */
export function PriceBreakdown({ order, totalLabel = "Total", className }: PriceBreakdownProps) {
  const entries = usePricingEntries();
  const lines = priceLines(order, findPricingEntry(entries, order.serviceType));
  return (
    <dl className={cn("space-y-1.5 text-sm", className)}>
      {lines.map((line) => (
        <div key={line.label} className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{line.label}</dt>
          <dd className="tabular-nums">{formatUsd(line.amount)}</dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-4 border-t pt-2">
        <dt className="font-semibold">{totalLabel}</dt>
        <dd className="text-xl font-bold text-primary tabular-nums" data-testid="order-total">
          {formatUsd(order.totalPrice)}
        </dd>
      </div>
    </dl>
  );
}
