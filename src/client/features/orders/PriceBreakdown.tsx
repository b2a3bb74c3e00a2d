import { useTranslation } from "react-i18next";
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
  const translateLines = usePriceLines();
  return (
    <PricedLines
      lines={translateLines(order.lines ?? [])}
      totalCents={order.totalCents}
      totalLabel={totalLabel ?? t("details.total")}
      className={className}
    />
  );
}
