import { useTranslation } from "react-i18next";
import { formatCents } from "@shared/money";
import type { OrderDto } from "@shared/schemas/orders";
import { PricedLines } from "@/features/pricing/PricedLines";
import { usePriceLines } from "@/features/orders/use-price-lines";

type PriceBreakdownProps = {
  order: Pick<OrderDto, "lines" | "totalCents">;
  totalLabel?: string;
  className?: string;
};

/** The order's stored priced lines and total: what it was sold with, never recomputed from today's rates. */
export function PriceBreakdown({ order, totalLabel, className }: PriceBreakdownProps) {
  const { t } = useTranslation("orders");
  const { t: tOrdering } = useTranslation("ordering");
  const translateLines = usePriceLines();
  return (
    <PricedLines
      lines={translateLines(order.lines ?? [])}
      totalCents={order.totalCents}
      totalLabel={totalLabel ?? t("details.total")}
      className={className}
      // With a minimum line the total is the minimum itself.
      minimumNote={tOrdering("estimate.minimumApplied", { minimum: formatCents(order.totalCents) })}
    />
  );
}
