import type { AdminOrder } from "@shared/schemas/admin";
import type { AdminOrderWithCancellation } from "@shared/schemas/refunds";

/** Manage Orders: marks an order whose customer has an open cancellation request. */
export function CancellationRequestedBadge({ order }: { order: AdminOrder | AdminOrderWithCancellation }) {
  if (!("cancellationRequested" in order && order.cancellationRequested)) return null;
  return (
    <span className="ml-1 inline-flex items-center whitespace-nowrap rounded-full border border-orange-200 bg-orange-100 px-2.5 py-0.5 text-xs font-semibold text-orange-900">
      Cancellation requested
    </span>
  );
}
