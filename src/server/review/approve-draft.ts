import { eq } from "drizzle-orm";
import { nextReviewState } from "../../shared/draft-review";
import { REVIEW_NOTES } from "../../shared/timeline";
import type { Database } from "../db/client";
import { orders } from "../db/schema/orders";
import { badRequest } from "../http/app-error";
import { recordOrderNote } from "../jobs/record-order-note";
import { getOrderOrThrow } from "../orders/get-order-or-throw";

/** POST /api/orders/:id/review/approve: the owner approves the draft waiting for review. */
export async function approveDraft({ db, orderId, userId }: { db: Database; orderId: number; userId: number }) {
  await db.transaction(async (tx) => {
    const order = await getOrderOrThrow({ db: tx, orderId, userId, forUpdate: true });
    const next = nextReviewState(order.reviewStatus, "approve");
    if ("refusal" in next) throw badRequest(next.refusal);
    const now = new Date();
    await tx.update(orders).set({ reviewStatus: next.state, reviewApprovedAt: now, reviewApprovedAutomatically: false, updatedAt: now }).where(eq(orders.id, orderId));
    await recordOrderNote(tx, { orderId, changedBy: userId, note: REVIEW_NOTES.approved });
  });
}
