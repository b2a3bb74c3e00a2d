import type { AdminOrder } from "@shared/schemas/admin";
import type { AdminOrderWithCancellation } from "@shared/schemas/refunds";
import { Badge } from "@/components/ui/badge";

/** Manage Orders: marks an order with a document whose word count is an estimate an agent is to confirm. */
export function WordCountReviewBadge({ order }: { order: AdminOrder | AdminOrderWithCancellation }) {
  if (!("wordCountReviewNeeded" in order && order.wordCountReviewNeeded)) return null;
  return (
    <Badge tone="amber" className="ml-1 whitespace-nowrap" data-testid="word-count-review-badge">
      Count to confirm
    </Badge>
  );
}
