import type { OrderStatus } from "@shared/enums";
import { findTransition } from "@shared/order-transitions";
import { RefundForm } from "@/features/refunds/RefundForm";
import { RefundList } from "@/features/refunds/RefundList";
import { useAdminOrderRefunds } from "@/features/refunds/refund-queries";
import { DetailCard } from "@/features/admin/order-detail/DetailCard";

/** "Also cancel the order" is offered where the transition table lets an admin move it to cancelled. */
function adminMayCancel(status: OrderStatus): boolean {
  return findTransition(status, "cancelled")?.who.includes("admin") ?? false;
}

/** Refunds made on the order, and the form for another while anything paid is left to refund. */
export function RefundPanel({ orderId }: { orderId: number }) {
  const { data: order } = useAdminOrderRefunds(orderId);
  const refunds = order?.refunds ?? [];
  const refundableCents = order?.refundableAmountCents ?? 0;
  if (!order || (refunds.length === 0 && refundableCents === 0)) return null;
  return (
    <DetailCard title="Refunds">
      <div className="space-y-4">
        {refunds.length === 0 ? (
          <p className="text-sm text-muted-foreground">No refunds yet.</p>
        ) : (
          <RefundList refunds={refunds} />
        )}
        {refundableCents > 0 ? (
          <RefundForm orderId={order.id} refundableCents={refundableCents} canCancel={adminMayCancel(order.status)} />
        ) : (
          <p className="text-sm text-muted-foreground">Everything paid has been refunded.</p>
        )}
      </div>
    </DetailCard>
  );
}
