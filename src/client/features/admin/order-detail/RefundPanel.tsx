import { RefundForm } from "@/features/refunds/RefundForm";
import { RefundList } from "@/features/refunds/RefundList";
import { useAdminOrderRefunds } from "@/features/refunds/refund-queries";
import { DetailCard } from "@/features/admin/order-detail/DetailCard";

/** Refunds made on the order, and the form for another while anything paid is left to refund. */
export function RefundPanel({ orderId }: { orderId: number }) {
  const { data: order } = useAdminOrderRefunds(orderId);
  const refunds = order?.refunds ?? [];
  const refundableCents = order?.refundableAmountCents ?? 0;
  if (!order || (refunds.length === 0 && refundableCents === 0)) return null;
  return (
    <DetailCard title="Refunds">
      <div className="space-y-4">
        {refunds.length === 0 ? <p className="text-sm text-muted-foreground">No refunds yet.</p> : <RefundList refunds={refunds} />}
        {refundableCents > 0 ? (
          <RefundForm orderId={order.id} refundableCents={refundableCents} canCancel={order.status !== "cancelled"} />
        ) : (
          <p className="text-sm text-muted-foreground">Everything paid has been refunded.</p>
        )}
      </div>
    </DetailCard>
  );
}
