import { eq } from "drizzle-orm";
import { nextReviewState, type ReviewState } from "../../shared/draft-review";
import type { Executor } from "../db/client";
import { orders } from "../db/schema/orders";
import { REVIEW_NOTES } from "../../shared/timeline";
import { recordOrderNote } from "../jobs/record-order-note";

/** Inside the job completion's transaction: the order's draft now waits for the customer (shared/draft-review.ts). */
export async function markDraftDelivered(
  tx: Executor,
  order: { id: number; reviewStatus: ReviewState },
  changedBy: number,
  now: Date,
): Promise<void> {
  const next = nextReviewState(order.reviewStatus, "deliver");
  if (!("state" in next)) return;
  await tx
    .update(orders)
    .set({
      reviewStatus: next.state,
      draftDeliveredAt: now,
      reviewApprovedAt: null,
      reviewApprovedAutomatically: false,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  await recordOrderNote(tx, { orderId: order.id, changedBy, note: REVIEW_NOTES.delivered });
}
