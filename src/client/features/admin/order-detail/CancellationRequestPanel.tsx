import { shownAccount } from "@shared/account-deletion";
import { dateTime } from "@/features/admin/format";
import { DetailCard } from "@/features/admin/order-detail/DetailCard";
import { ResolveCancellationDialog } from "@/features/refunds/ResolveCancellationDialog";
import { useAdminOrderRefunds } from "@/features/refunds/refund-queries";

/** The customer's cancellation request: Approve (with an optional refund) or Decline while open, the decision after. */
export function CancellationRequestPanel({ orderId }: { orderId: number }) {
  const { data: order } = useAdminOrderRefunds(orderId);
  const request = order?.cancellationRequest;
  if (!order || !request) return null;
  const open = request.status === "open";
  return (
    <DetailCard title="Cancellation request" className={open ? "border-orange-300 bg-orange-50/40" : undefined}>
      <div className="space-y-3 text-sm" data-testid="cancellation-request">
        <p className="text-xs text-muted-foreground">
          Asked {dateTime(request.createdAt)} by {shownAccount(request.customer).name}
        </p>
        <blockquote className="whitespace-pre-line break-words border-l-2 pl-3">{request.reason}</blockquote>
        {open ? (
          <div className="flex flex-wrap gap-2">
            <ResolveCancellationDialog
              requestId={request.id}
              orderId={order.id}
              decision="approved"
              refundableCents={order.refundableAmountCents}
            />
            <ResolveCancellationDialog
              requestId={request.id}
              orderId={order.id}
              decision="declined"
              refundableCents={order.refundableAmountCents}
            />
          </div>
        ) : (
          <p>
            <span className="font-medium capitalize">{request.status}</span>
            {request.resolvedAt && ` ${dateTime(request.resolvedAt)}`}
            {request.resolvedByUsername && ` by ${request.resolvedByUsername}`}
            {request.resolutionNote && `: ${request.resolutionNote}`}
          </p>
        )}
      </div>
    </DetailCard>
  );
}
