import { Link } from "wouter";
import { ArrowRight } from "lucide-react";
import type { OrderDetailDto } from "@shared/schemas/orders";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatWords } from "@/features/orders/order-labels";
import { OrderFacts } from "@/features/orders/OrderFacts";
import { PriceBreakdown } from "@/features/orders/PriceBreakdown";
import { StatusBadge } from "@/features/orders/StatusBadge";

/** The order at a glance with its current price, and the way on to checkout once a document is in. */
export function UploadOrderSummary({ order, checkoutBlocked }: { order: OrderDetailDto; checkoutBlocked: boolean }) {
  const hasDocuments = order.documents.length > 0;
  const canCheckout = order.status === "pending" && hasDocuments;
  return (
    <Card className="lg:sticky lg:top-6">
      <CardHeader className="flex-row items-center justify-between space-y-0">
        <CardTitle>
          <h2>Order #{order.id}</h2>
        </CardTitle>
        <StatusBadge status={order.status} />
      </CardHeader>
      <CardContent className="space-y-4">
        <OrderFacts order={order} compact wordsNote={hasDocuments ? undefined : `${formatWords(order.wordCount)} (your estimate)`} />
        <PriceBreakdown order={order} totalLabel={hasDocuments ? "Total" : "Estimated total"} />
        {!hasDocuments && order.status === "pending" && (
          <p className="text-xs text-muted-foreground">The price follows the words we count in your documents once they are uploaded.</p>
        )}
        {canCheckout && (
          <Button asChild={!checkoutBlocked} className="w-full" disabled={checkoutBlocked}>
            {checkoutBlocked ? (
              <span>Proceed to Checkout</span>
            ) : (
              <Link href={`/checkout/${order.id}`}>
                Proceed to Checkout
                <ArrowRight aria-hidden="true" />
              </Link>
            )}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
