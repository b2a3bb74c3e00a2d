import { useTranslation } from "react-i18next";
import { CalendarClock } from "lucide-react";
import { formatCents } from "@shared/money";
import { PricedLines } from "@/features/pricing/PricedLines";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { usePriceLines } from "@/features/orders/use-price-lines";
import { useHydrated } from "@/hooks/use-hydrated";
import { useTranslateMessage } from "@/lib/translate-message";
import type { QuoteCalculatorState } from "./use-quote-calculator";

/** Delivery estimate, speed bar and every priced line of the calculator with the total. */
export function QuoteSummary({ quote }: { quote: QuoteCalculatorState }) {
  // The date depends on today: a prerendered page shows it once hydrated, not the build day's estimate.
  const hydrated = useHydrated();
  const { t } = useTranslation("site");
  const f = useOrderFormat();
  // The price lines come from the shared price rule in English; the order screens' helper words them in Turkish.
  const translateLines = usePriceLines();
  const tm = useTranslateMessage();
  return (
    <div className="space-y-4 rounded-lg bg-muted p-4">
      <div className="flex items-start gap-3">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <p className="text-sm text-muted-foreground">{t("quote.summary.estimatedDelivery")}</p>
          <p className="font-semibold" data-testid="quote-delivery-date">
            {hydrated && quote.deliveryDate ? f.longDate(quote.deliveryDate) : "\u00a0"}
          </p>
        </div>
      </div>
      <div>
        <div className="mb-1 flex justify-between text-xs text-muted-foreground">
          <span id="quote-speed-label">{t("quote.summary.speed")}</span>
          <span>
            {quote.isRush
              ? t("quote.summary.rushSpeed")
              : t("quote.summary.speedPercent", { percent: quote.deliverySpeed })}
          </span>
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
          <div
            className="h-full rounded-full bg-primary transition-all duration-300"
            style={{ width: `${quote.deliverySpeed}%` }}
          />
        </div>
      </div>
      {quote.priced ? (
        <PricedLines
          className="border-t border-border pt-3"
          lines={translateLines(quote.priced.lines)}
          totalCents={quote.priced.totalCents}
          totalLabel={t("quote.summary.total")}
          totalTestId="quote-total"
          minimumNote={t("quote.summary.minimumApplied", {
            minimum: formatCents(quote.catalog.addOns.minimumOrderCents),
          })}
        />
      ) : (
        // Never a "$0.00" total: no price, and what is missing (e.g. extra copies without physical delivery).
        <p className="border-t border-border pt-3 text-sm text-muted-foreground" data-testid="quote-missing">
          {quote.reading
            ? t("quote.summary.reading")
            : quote.problem
              ? t("quote.summary.missing", { problem: tm(quote.problem) })
              : t("quote.summary.incomplete")}
        </p>
      )}
      {/* The minimum order charge of the pricing rules, said before it applies (it is a price line once it does). */}
      <p className="text-xs text-muted-foreground" data-testid="quote-minimum">
        {t("quote.summary.minimum", { minimum: formatCents(quote.catalog.addOns.minimumOrderCents) })}
      </p>
    </div>
  );
}
