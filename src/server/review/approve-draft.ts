import { eq } from "drizzle-orm";
import { nextReviewState } from "../../shared/draft-review";
import { REVIEW_NOTES } from "../../shared/timeline";
import type { Database } from "../db/client";
import { orders } from "../db/schema/orders";
import { badRequest, english } from "../http/app-error";
import { recordOrderNote } from "../jobs/record-order-note";
import type { Mailer } from "../mail/mailer";
import { ordersCompleted } from "../observability/metrics";
import { withPreparedCertificates } from "../orders/complete-order";
import { getOrderOrThrow } from "../orders/get-order-or-throw";
import type { FileStorage } from "../storage/file-storage";
import { completeAfterApproval, queueApprovalCompletionEmails } from "./complete-after-approval";

/**
 * POST /api/orders/:id/review/approve: the owner approves the draft waiting for review; in the same transaction
 * the order is completed and its certificates issued (docs/delivery.md, "Order lifecycle") and the customer's and translator's e-mails queued;
 * they are dispatched after the commit.
 */
export async function approveDraft(options: {
  db: Database;
  storage: FileStorage;
  mailer: Mailer;
  publicUrl: string;
  orderId: number;
  userId: number;
}) {
  const { db, orderId, userId } = options;
  const mail: number[] = [];
  let completed = false;
  await withPreparedCertificates({ db, storage: options.storage, publicUrl: options.publicUrl, orderId }, (prepared) =>
    db.transaction(async (tx) => {
      mail.length = 0;
      const order = await getOrderOrThrow({ db: tx, orderId, userId, forUpdate: true });
      const next = nextReviewState(order.reviewStatus, "approve");
      if ("refusal" in next) throw badRequest(english(next.refusal));
      const now = new Date();
      await tx
        .update(orders)
        .set({ reviewStatus: next.state, reviewApprovedAt: now, reviewApprovedAutomatically: false, updatedAt: now })
        .where(eq(orders.id, orderId));
      await recordOrderNote(tx, { orderId, changedBy: userId, note: REVIEW_NOTES.approved });
      const done = await completeAfterApproval(tx, { orderId, automatically: false, prepared });
      completed = done !== null;
      mail.push(...(await queueApprovalCompletionEmails(tx, options.mailer, options.publicUrl, done)));
    }),
  );
  if (completed) ordersCompleted.inc();
  await options.mailer.dispatch(mail);
}
