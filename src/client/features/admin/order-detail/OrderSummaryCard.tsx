import type { AdminOrderDetail } from "@shared/schemas/admin";
import { PricedLines } from "@/features/pricing/PricedLines";
import { longDate } from "@/features/admin/format";
import { directionName, serviceName } from "@/lib/english-labels";
import { DetailCard, DetailList } from "@/features/admin/order-detail/DetailCard";

export function OrderSummaryCard({ order }: { order: AdminOrderDetail }) {
  return (
    <DetailCard title="Order">
      <DetailList
        items={[
          ["Service", serviceName(order.serviceType)],
          ["Direction", directionName(order.translationDirection)],
          ["Words", order.wordCount.toLocaleString("en-US")],
          ["Rush", order.isRush ? "Yes" : "No"],
          ["Physical delivery", order.isPhysicalDelivery ? "Yes" : "No"],
          ["Placed", longDate(order.createdAt)],
          ["Estimated delivery", order.estimatedDeliveryDate ? longDate(order.estimatedDeliveryDate) : "Not set"],
        ]}
      />
      <div className="mt-5 border-t pt-4">
        <h3 className="mb-2 text-sm font-semibold">Price (as sold)</h3>
        <PricedLines lines={order.lines ?? []} totalCents={order.totalCents} />
        {order.manualPrice && (
          <p className="mt-2 text-xs text-muted-foreground" data-testid="manual-price-note">
            The translation was priced by hand; the status history shows who set it and why.
          </p>
        )}
      </div>
    </DetailCard>
  );
}
