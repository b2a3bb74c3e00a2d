import { eq } from "drizzle-orm";
import { nextReviewState } from "../../shared/draft-review";
import type { Database } from "../db/client";
import { documents } from "../db/schema/documents";
import { orders } from "../db/schema/orders";
import { revisionRequests } from "../db/schema/review";
import { translatorJobs, translators } from "../db/schema/translators";
import { users } from "../db/schema/users";
import { badRequest, english } from "../http/app-error";
import { findActiveJob } from "../jobs/order-completion";
import { recordOrderNote } from "../jobs/record-order-note";
import type { Mailer } from "../mail/mailer";
import { getOrderOrThrow } from "../orders/get-order-or-throw";
import { revisionRequestedEmail } from "./review-emails";

type Options = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  orderId: number;
  userId: number;
  revisions: { documentId: number; comment: string }[];
};

/**
 * POST /api/orders/:id/review/revisions: the owner sends the draft back with a comment per document. The
 * active job is reopened (In Progress) for the same translator, who is e-mailed the comments (queued in the
 * transaction, dispatched after the commit).
 */
export async function requestRevision({ db, mailer, publicUrl, orderId, userId, revisions }: Options) {
  const mail: number[] = [];
  await db.transaction(async (tx) => {
    const order = await getOrderOrThrow({ db: tx, orderId, userId, forUpdate: true });
    const next = nextReviewState(order.reviewStatus, "request_revision");
    if ("refusal" in next) throw badRequest(english(next.refusal));
    const docs = await tx.select().from(documents).where(eq(documents.orderId, orderId));
    const names = new Map(docs.map((doc) => [doc.id, doc.originalFilename]));
    if (revisions.some((revision) => !names.has(revision.documentId))) throw badRequest("DOCUMENT_NOT_FOUND");
    const job = await findActiveJob(tx, orderId);
    const now = new Date();
    await tx.insert(revisionRequests).values(
      revisions.map((revision) => ({
        orderId,
        documentId: revision.documentId,
        jobId: job?.id ?? null,
        comment: revision.comment,
        createdBy: userId,
        createdAt: now,
      })),
    );
    await tx.update(orders).set({ reviewStatus: next.state, updatedAt: now }).where(eq(orders.id, orderId));
    if (job)
      await tx
        .update(translatorJobs)
        .set({ status: "In Progress", completedAt: null, updatedAt: now })
        .where(eq(translatorJobs.id, job.id));
    const count = revisions.length;
    await recordOrderNote(tx, {
      orderId,
      changedBy: userId,
      note: `Revision requested for ${count} document${count === 1 ? "" : "s"}`,
    });
    const [translator] = job
      ? await tx
          .select({ fullName: translators.fullName, email: translators.email, userEmail: users.email })
          .from(translators)
          .leftJoin(users, eq(users.id, translators.userId))
          .where(eq(translators.translatorId, job.translatorId))
          .limit(1)
      : [];
    if (job && translator) {
      const named = revisions.map((revision) => ({
        documentName: names.get(revision.documentId)!,
        comment: revision.comment,
      }));
      const message = revisionRequestedEmail({
        to: translator.userEmail ?? translator.email,
        translatorName: translator.fullName,
        orderId,
        jobId: job.id,
        revisions: named,
        publicUrl,
      });
      mail.push(await mailer.queue(tx, message));
    }
  });
  await mailer.dispatch(mail);
}
