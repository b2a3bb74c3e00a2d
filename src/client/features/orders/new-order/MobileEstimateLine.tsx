import { useTranslation } from "react-i18next";
import { formatCents } from "@shared/money";
import type { PricedOrder } from "@shared/price-order";

/** Below lg the price card sits under the form; this line keeps the total in view next to the button. */
export function MobileEstimateLine({ priced }: { priced: PricedOrder | null }) {
  const { t } = useTranslation("ordering");
  if (!priced) return null;
  return (
    <p
      className="flex items-baseline justify-between rounded-md bg-muted px-3 py-2 text-sm lg:hidden"
      aria-hidden="true"
    >
      <span className="text-muted-foreground">{t("newOrder.total")}</span>
      <span className="text-lg font-bold text-primary">{formatCents(priced.totalCents)}</span>
    </p>
  );
}
