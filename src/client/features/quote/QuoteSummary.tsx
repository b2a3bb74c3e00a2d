import { CalendarClock } from "lucide-react";
import { formatUsd, formatUsLongDate } from "@shared/format";
import type { QuoteCalculatorState } from "./use-quote-calculator";

/** Delivery estimate, speed bar and the price breakdown of the calculator. */
export function QuoteSummary({ quote }: { quote: QuoteCalculatorState }) {
  const { breakdown, wordCount } = quote;
  return (
    <div className="space-y-4 rounded-lg bg-muted p-4">
      <div className="flex items-start gap-3">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <p className="text-sm text-muted-foreground">Estimated delivery</p>
          <p className="font-semibold" data-testid="quote-delivery-date">
            {formatUsLongDate(quote.deliveryDate)}
          </p>
        </div>
      </div>
      <div>
        <div className="mb-1 flex justify-between text-xs text-muted-foreground">
          <span id="quote-speed-label">Delivery speed</span>
          <span>{quote.isRush ? "24hr rush" : `${quote.deliverySpeed}%`}</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="quote-speed-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={quote.deliverySpeed}
          data-testid="quote-speed"
          className="h-2 overflow-hidden rounded-full bg-background"
        >
          <div className="h-full rounded-full bg-primary transition-all duration-300" style={{ width: `${quote.deliverySpeed}%` }} />
        </div>
      </div>
      <dl className="space-y-1 border-t border-border pt-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">
            {wordCount.toLocaleString("en-US")} words × {formatUsd(breakdown.pricePerWord)}
          </dt>
          <dd>{formatUsd(breakdown.base)}</dd>
        </div>
        {quote.isRush && (
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Rush surcharge ({breakdown.rushPercent}%)</dt>
            <dd>{formatUsd(breakdown.rushSurcharge)}</dd>
          </div>
        )}
        {quote.isPhysicalDelivery && (
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Physical delivery</dt>
            <dd>{formatUsd(breakdown.physicalDeliveryCost)}</dd>
          </div>
        )}
        <div className="flex items-baseline justify-between gap-4 border-t border-border pt-2">
          <dt className="font-semibold">Estimated total</dt>
          <dd className="text-2xl font-bold text-primary" data-testid="quote-total" aria-live="polite">
            {formatUsd(breakdown.total)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
