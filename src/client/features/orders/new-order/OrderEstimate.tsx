import { CalendarClock } from "lucide-react";
import { estimateDeliveryDate } from "@shared/delivery";
import { formatUsLongDate } from "@shared/format";
import { calculateQuoteTotal, wordCountError } from "@shared/pricing";
import type { PricingEntry } from "@shared/schemas/pricing";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PriceBreakdown } from "@/features/orders/PriceBreakdown";
import type { OrderFormValues } from "./order-form";

type OrderEstimateProps = { values: Pick<OrderFormValues, "serviceType" | "wordCount" | "isRush" | "isPhysicalDelivery">; entries: PricingEntry[] };

/** The live estimate beside the form: the shared price rule on GET /api/pricing's rates and the delivery helper. */
export function OrderEstimate({ values, entries }: OrderEstimateProps) {
  const valid = !wordCountError(values.wordCount);
  const total = valid ? calculateQuoteTotal(values, entries) : null;
  return (
    <Card className="lg:sticky lg:top-6">
      <CardHeader>
        <CardTitle>
          <h2>Estimate</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-start gap-3">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <p className="text-sm text-muted-foreground">Estimated delivery</p>
            <p className="font-semibold" data-testid="order-estimate-delivery">
              {formatUsLongDate(estimateDeliveryDate(values.serviceType, values.isRush))}
            </p>
          </div>
        </div>
        <div aria-live="polite">
          {total === null ? (
            <p className="text-sm text-muted-foreground">Enter a word count to see the price.</p>
          ) : (
            <PriceBreakdown order={{ ...values, totalPrice: total }} totalLabel="Estimated total" />
          )}
        </div>
        <p className="text-xs text-muted-foreground">
          This is an estimate. Once you upload your documents we count their words, and that count sets the final price.
        </p>
      </CardContent>
    </Card>
  );
}
