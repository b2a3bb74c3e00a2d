import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { ArrowRight } from "lucide-react";
import { DOCUMENT_NOT_READ_MESSAGE } from "@shared/schemas/documents";
import type { OrderDetailDto } from "@shared/schemas/order-detail";
import { orderAllows, orderStateOf } from "@shared/order-capabilities";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { OrderFacts } from "@/features/orders/OrderFacts";
import { PriceBreakdown } from "@/features/orders/PriceBreakdown";
import { StatusBadge } from "@/features/orders/StatusBadge";
import { useTranslateMessage } from "@/lib/translate-message";

/** The order at a glance with its current price, and the way on to checkout once a document is in. */
export function UploadOrderSummary({ order, checkoutBlocked }: { order: OrderDetailDto; checkoutBlocked: boolean }) {
  const { t } = useTranslation("ordering");
  const { t: to } = useTranslation("orders");
  const f = useOrderFormat();
  const translateMessage = useTranslateMessage();
  const hasDocuments = order.documents.length > 0;
  const state = orderStateOf(order);
  const canCheckout = orderAllows(state, "pay") && hasDocuments;
  // The price is final only once every document is read; the server refuses checkout before that too.
  const counting = order.documents.some((document) => document.analysisStatus === "pending");
  const unreadable = order.documents.some((document) => document.analysisStatus === "failed");
  const blocked = checkoutBlocked || counting || unreadable;
  return (
    <Card className="lg:sticky lg:top-6">
      <CardHeader className="flex-row items-center justify-between space-y-0">
        <CardTitle>
          <h2>{to("orderNumber", { id: order.id })}</h2>
        </CardTitle>
        <StatusBadge status={order.status} />
      </CardHeader>
      <CardContent className="space-y-4">
        <OrderFacts
          order={order}
          compact
          wordsNote={hasDocuments ? undefined : t("upload.yourEstimate", { words: f.words(order.wordCount) })}
        />
        <PriceBreakdown order={order} totalLabel={hasDocuments ? t("upload.total") : t("upload.estimatedTotal")} />
        {!hasDocuments && orderAllows(state, "add_document") && (
          <p className="text-xs text-muted-foreground">{t("upload.priceFollows")}</p>
        )}
        {canCheckout && (counting || unreadable) && (
          <p
            role="status"
            data-testid="checkout-waits"
            className={`text-xs ${unreadable ? "text-destructive" : "text-muted-foreground"}`}
          >
            {unreadable ? translateMessage(DOCUMENT_NOT_READ_MESSAGE) : t("upload.countingNote")}
          </p>
        )}
        {canCheckout && (
          <Button asChild={!blocked} className="w-full" disabled={blocked}>
            {blocked ? (
              <span>{t("upload.proceed")}</span>
            ) : (
              <Link href={`/checkout/${order.id}`}>
                {t("upload.proceed")}
                <ArrowRight aria-hidden="true" />
              </Link>
            )}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
