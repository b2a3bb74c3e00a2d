import type { CancellationRequestDto } from "@shared/schemas/refunds";
import { formatDateTime } from "@/features/orders/order-labels";
import { cn } from "@/lib/utils";

const TEXT = {
  open: "You asked to cancel this order. We are reviewing your request and will e-mail you our decision.",
  approved: "Your cancellation request was approved and the order has been cancelled.",
  declined: "Your cancellation request was declined; the work on your order continues.",
} as const;

/** Where the customer's cancellation request stands. */
export function CancellationRequestNotice({ request }: { request: CancellationRequestDto | null }) {
  if (!request) return null;
  return (
    <div
      role="status"
      data-testid="cancellation-request-notice"
      className={cn("mb-6 rounded-lg border p-4 text-sm", request.status === "declined" ? "border-border bg-muted/40" : "border-orange-200 bg-orange-50")}
    >
      <p className="font-medium">{TEXT[request.status]}</p>
      <p className="mt-1 text-muted-foreground">
        Requested {formatDateTime(request.createdAt)}
        {request.resolvedAt && ` · answered ${formatDateTime(request.resolvedAt)}`}
      </p>
      {request.resolutionNote && <p className="mt-1 break-words">Note from our team: {request.resolutionNote}</p>}
    </div>
  );
}
