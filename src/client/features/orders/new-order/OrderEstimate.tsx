import { CalendarClock } from "lucide-react";
import type { ServiceType } from "@shared/enums";
import { estimateDeliveryDate } from "@shared/delivery";
import { formatUsLongDate } from "@shared/format";
import type { PricedOrder } from "@shared/price-order";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PricedLines } from "@/features/pricing/PricedLines";

type OrderEstimateProps = { serviceType: ServiceType; isRush: boolean; priced: PricedOrder | null };

/** The live price beside the form: every line of the shared price rule on GET /api/pricing's catalog. */
export function OrderEstimate({ serviceType, isRush, priced }: OrderEstimateProps) {
  return (
    <Card className="lg:sticky lg:top-6">
      <CardHeader>
        <CardTitle>
          <h2>Your price</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-start gap-3">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <p className="text-sm text-muted-foreground">Estimated delivery</p>
            <p className="font-semibold" data-testid="order-estimate-delivery">
              {formatUsLongDate(estimateDeliveryDate(serviceType, isRush))}
            </p>
          </div>
        </div>
        <div aria-live="polite">
          {priced ? (
            <PricedLines lines={priced.lines} totalCents={priced.totalCents} totalLabel="Total" />
          ) : (
            <p className="text-sm text-muted-foreground">Complete the documents to see the price.</p>
          )}
        </div>
        <p className="text-xs text-muted-foreground">
          Flat-rate documents cost the same at any length. For per-word documents we count the words of the file you upload, and
          that count sets the final price before you pay.
        </p>
      </CardContent>
    </Card>
  );
}
