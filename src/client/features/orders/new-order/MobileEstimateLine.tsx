import { formatUsd } from "@shared/format";
import { calculateQuoteTotal, wordCountError } from "@shared/pricing";
import type { PricingEntry } from "@shared/schemas/pricing";
import type { OrderFormValues } from "./order-form";

type MobileEstimateLineProps = { values: Pick<OrderFormValues, "serviceType" | "wordCount" | "isRush" | "isPhysicalDelivery">; entries: PricingEntry[] };

/** Below lg the estimate card sits under the form; this line keeps the price in view next to the button. */
export function MobileEstimateLine({ values, entries }: MobileEstimateLineProps) {
  if (wordCountError(values.wordCount)) return null;
  return (
    <p className="flex items-baseline justify-between rounded-md bg-muted px-3 py-2 text-sm lg:hidden" aria-hidden="true">
      <span className="text-muted-foreground">Estimated total</span>
      <span className="text-lg font-bold text-primary">{formatUsd(calculateQuoteTotal(values, entries))}</span>
    </p>
  );
}
