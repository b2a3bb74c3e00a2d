import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { translatePriceLabel, type T } from "@shared/price-labels";
import { isTurkish } from "@/features/orders/use-order-format";

type Line = { label: string; amountCents: number };

/** Price lines with their labels translated; in English they are returned as they are. */
export function usePriceLines() {
  const { t, i18n } = useTranslation("ordering");
  const { t: tOrders } = useTranslation("orders");
  const turkish = isTurkish(i18n.resolvedLanguage ?? i18n.language);
  return useCallback(
    <L extends Line>(lines: readonly L[]): L[] => {
      if (!turkish) return [...lines];
      return lines.map((line) => ({
        ...line,
        label: translatePriceLabel(line.label, t as unknown as T, tOrders as unknown as T, "tr-TR"),
      }));
    },
    [t, tOrders, turkish],
  );
}
