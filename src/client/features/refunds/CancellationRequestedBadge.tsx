import type { AdminOrder } from "@shared/schemas/admin";
import type { AdminOrderWithCancellation } from "@shared/schemas/refunds";
import { Badge } from "@/components/ui/badge";

/** Manage Orders: marks an order whose customer has an open cancellation request. */
export function CancellationRequestedBadge({ order }: { order: AdminOrder | AdminOrderWithCancellation }) {
  if (!("cancellationRequested" in order && order.cancellationRequested)) return null;
  return (
    <Badge tone="orange" className="ml-1 whitespace-nowrap">
      Cancellation requested
    </Badge>
  );
}
