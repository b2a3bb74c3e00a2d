import { and, eq, inArray, lte } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { AUTO_APPROVAL_DAYS, isDraftOverdue, nextReviewState } from "../../shared/draft-review";
import type { Database } from "../db/client";
import { orders } from "../db/schema/orders";
import { REVIEW_NOTES } from "../../shared/timeline";
import { recordOrderNote } from "../jobs/record-order-note";
import type { Mailer } from "../mail/mailer";
import { ordersCompleted } from "../observability/metrics";
import { withPreparedCertificates } from "../orders/complete-order";
import type { FileStorage } from "../storage/file-storage";
import { completeAfterApproval, queueApprovalCompletionEmails } from "./complete-after-approval";

export type ApprovalDeps = {
  db: Database;
  storage: FileStorage;
  mailer: Mailer;
  publicUrl: string;
  log?: FastifyBaseLogger;
};

/**
 * THE function that approves overdue drafts (the review.auto-approve job, and the admin's completion of one order;
 * never a read): every draft left unanswered for 5 days (all orders, or only `orderIds`) is approved and its order
 * completed with its certificates, the customer's and translator's e-mails queued in the same transaction
 * (dispatched after its commit). Idempotent: each
 * order is re-read under a row lock, so two runs racing each other approve and complete it once.
 * Returns the ids approved.
 */
export async function approveOverdueDrafts(
  options: ApprovalDeps & { now?: Date; orderIds?: number[] },
): Promise<number[]> {
  const { db, now = new Date(), orderIds } = options;
  if (orderIds && orderIds.length === 0) return [];
  const cutoff = new Date(now.getTime() - AUTO_APPROVAL_DAYS * 24 * 60 * 60 * 1000);
  const conditions = [eq(orders.reviewStatus, "awaiting_review"), lte(orders.draftDeliveredAt, cutoff)];
  if (orderIds) conditions.push(inArray(orders.id, orderIds));
  const candidates = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(...conditions));
  const approved: number[] = [];
  for (const { id } of candidates) {
    const outcome = await withPreparedCertificates(
      { db, storage: options.storage, publicUrl: options.publicUrl, orderId: id },
      (prepared) =>
        db.transaction(async (tx) => {
          const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update").limit(1);
          if (!order || !isDraftOverdue(order.draftDeliveredAt, now)) return null;
          const next = nextReviewState(order.reviewStatus, "auto_approve");
          if ("refusal" in next) return null;
          await tx
            .update(orders)
            .set({ reviewStatus: next.state, reviewApprovedAt: now, reviewApprovedAutomatically: true, updatedAt: now })
            .where(eq(orders.id, id));
          await recordOrderNote(tx, { orderId: id, changedBy: null, note: REVIEW_NOTES.autoApproved });
          const completion = await completeAfterApproval(tx, { orderId: id, automatically: true, prepared });
          return {
            completed: completion !== null,
            mail: await queueApprovalCompletionEmails(tx, options.mailer, options.publicUrl, completion),
          };
        }),
    );
    if (!outcome) continue;
    approved.push(id);
    if (outcome.completed) ordersCompleted.inc();
    await options.mailer.dispatch(outcome.mail);
  }
  return approved;
}
