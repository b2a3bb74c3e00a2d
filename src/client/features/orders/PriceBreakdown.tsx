import type { OrderDto } from "@shared/schemas/orders";
import { PricedLines } from "@/features/pricing/PricedLines";

type PriceBreakdownProps = {
  order: Pick<OrderDto, "lines" | "totalCents">;
  totalLabel?: string;
  className?: string;
};

/** The order's stored priced lines and total: what it was sold with, never recomputed from today's rates. */
export function PriceBreakdown({ order, totalLabel = "Total", className }: PriceBreakdownProps) {
  return <PricedLines lines={order.lines ?? []} totalCents={order.totalCents} totalLabel={totalLabel} className={className} />;
}
