import { useTranslation } from "react-i18next";
import { CalendarClock } from "lucide-react";
import type { ServiceType } from "@shared/enums";
import type { PricedOrder } from "@shared/price-order";
import { formatCents } from "@shared/money";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useDeliveryDate } from "@/features/delivery/use-delivery-date";
import { PricedLines } from "@/features/pricing/PricedLines";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { usePriceLines } from "@/features/orders/use-price-lines";

type OrderEstimateProps = { serviceType: ServiceType; isRush: boolean; priced: PricedOrder | null };

/** The live price beside the form: every line of the shared price rule on GET /api/pricing's catalog. */
export function OrderEstimate({ serviceType, isRush, priced }: OrderEstimateProps) {
  const { t } = useTranslation("ordering");
  const f = useOrderFormat();
  const translateLines = usePriceLines();
  const deliveryDate = useDeliveryDate(serviceType, isRush);
  return (
    <Card className="lg:sticky lg:top-6">
      <CardHeader>
        <CardTitle>
          <h2>{t("estimate.title")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-start gap-3">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <p className="text-sm text-muted-foreground">{t("estimate.delivery")}</p>
            <p className="font-semibold" data-testid="order-estimate-delivery">
              {deliveryDate ? f.longDate(deliveryDate) : "\u00a0"}
            </p>
          </div>
        </div>
        <div aria-live="polite">
          {priced ? (
            <PricedLines
              lines={translateLines(priced.lines)}
              totalCents={priced.totalCents}
              totalLabel={t("estimate.total")}
              minimumNote={t("estimate.minimumApplied", { minimum: formatCents(priced.totalCents) })}
            />
          ) : (
            <p className="text-sm text-muted-foreground">{t("estimate.incomplete")}</p>
          )}
        </div>
        <p className="text-xs text-muted-foreground">{t("estimate.note")}</p>
      </CardContent>
    </Card>
  );
}
