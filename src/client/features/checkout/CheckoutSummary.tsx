import { useTranslation } from "react-i18next";
import type { OrderDetailDto } from "@shared/schemas/order-detail";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DocumentWords } from "@/features/documents/DocumentWords";
import { OrderFacts } from "@/features/orders/OrderFacts";
import { PriceBreakdown } from "@/features/orders/PriceBreakdown";

/** What is being paid for: the order, its documents and the price lines (words × rate, rush, delivery, total). */
export function CheckoutSummary({ order }: { order: OrderDetailDto }) {
  const { t } = useTranslation("checkout");
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t("summary.title", { id: order.id })}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <OrderFacts order={order} />
        <div>
          <h3 className="mb-2 text-sm font-semibold">{t("summary.documents", { count: order.documents.length })}</h3>
          <ul className="space-y-1 text-sm">
            {order.documents.map((document) => (
              <li key={document.id} className="flex justify-between gap-4">
                <span className="min-w-0 break-all">{document.originalFilename}</span>
                <span className="shrink-0 text-muted-foreground">
                  <DocumentWords document={document} />
                </span>
              </li>
            ))}
          </ul>
        </div>
        <PriceBreakdown order={order} />
      </CardContent>
    </Card>
  );
}
