import type { AdminOrderDetail } from "@shared/schemas/admin";
import { formatUsd } from "@shared/format";
import { directionLabel, longDate } from "@/features/admin/format";
import { DetailCard, DetailList } from "@/features/admin/order-detail/DetailCard";

export function OrderSummaryCard({ order }: { order: AdminOrderDetail }) {
  return (
    <DetailCard title="Order">
      <DetailList
        items={[
          ["Service", <span className="capitalize">{order.serviceType}</span>],
          ["Direction", directionLabel(order.translationDirection)],
          ["Words", order.wordCount.toLocaleString("en-US")],
          ["Total", formatUsd(order.totalPrice)],
          ["Rush", order.isRush ? "Yes" : "No"],
          ["Physical delivery", order.isPhysicalDelivery ? "Yes" : "No"],
          ["Placed", longDate(order.createdAt)],
          ["Estimated delivery", order.estimatedDeliveryDate ? longDate(order.estimatedDeliveryDate) : "Not set"],
        ]}
      />
    </DetailCard>
  );
}
