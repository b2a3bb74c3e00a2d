import { and, eq, inArray, lte } from "drizzle-orm";
import { AUTO_APPROVAL_DAYS, isDraftOverdue, nextReviewState } from "../../shared/draft-review";
import type { Database } from "../db/client";
import { orders } from "../db/schema/orders";
import { REVIEW_NOTES } from "../../shared/timeline";
import { recordOrderNote } from "../jobs/record-order-note";

/**
 * Approves every draft left unanswered for 5 days (all orders, or only `orderIds` / the orders of `userId`). Idempotent: each order is
 * re-read under a row lock, so the timer and a page load racing each other approve it once.
 * Returns the ids approved.
 */
export async function approveOverdueDrafts(options: { db: Database; now?: Date; orderIds?: number[]; userId?: number }): Promise<number[]> {
  const { db, now = new Date(), orderIds, userId } = options;
  if (orderIds && orderIds.length === 0) return [];
  const cutoff = new Date(now.getTime() - AUTO_APPROVAL_DAYS * 24 * 60 * 60 * 1000);
  const conditions = [eq(orders.reviewStatus, "awaiting_review"), lte(orders.draftDeliveredAt, cutoff)];
  if (orderIds) conditions.push(inArray(orders.id, orderIds));
  if (userId !== undefined) conditions.push(eq(orders.userId, userId));
  const candidates = await db.select({ id: orders.id }).from(orders).where(and(...conditions));
  const approved: number[] = [];
  for (const { id } of candidates) {
    const done = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update").limit(1);
      if (!order || !isDraftOverdue(order.draftDeliveredAt, now)) return false;
      const next = nextReviewState(order.reviewStatus, "auto_approve");
      if ("refusal" in next) return false;
      await tx.update(orders).set({ reviewStatus: next.state, reviewApprovedAt: now, reviewApprovedAutomatically: true, updatedAt: now }).where(eq(orders.id, id));
      await recordOrderNote(tx, { orderId: id, changedBy: null, note: REVIEW_NOTES.autoApproved });
      return true;
    });
    if (done) approved.push(id);
  }
  return approved;
}
