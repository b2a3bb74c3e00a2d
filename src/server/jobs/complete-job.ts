import { eq } from "drizzle-orm";
import { orderFollowPath } from "../order-link-signing/order-follow-path";
import { jobCompletionRefusal, untranslatedDocuments } from "../../shared/assignment";
import type { DeliveryChecks } from "../app-deps";
import type { Database } from "../db/client";
import { translatorJobs } from "../db/schema/translators";
import { users } from "../db/schema/users";
import { badRequest, english } from "../http/app-error";
import type { Mailer } from "../mail/mailer";
import { markDraftDelivered } from "../review/deliver-draft";
import { draftReadyEmail } from "../review/review-emails";
import { readSetting } from "../settings/read-settings";
import { getTranslatorJobOrThrow } from "./get-translator-job-or-throw";
import { currentByDocument, loadOrderTranslations } from "./job-documents";
import { jobCompletedEmail } from "./job-emails";
import { recordOrderNote } from "./record-order-note";

type Options = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  userId: number;
  jobId: number;
  /** The translation checks' gate (AppDeps.deliveryChecks): errors neither fixed nor overridden refuse completion. */
  deliveryChecks: DeliveryChecks;
};

/**
 * The translator marks the job completed: every document needs a translation, and its checks no error standing
 * (docs/translation-checks.md, "Checks before delivery"). This delivers the draft: the
 * order waits for the customer's review (docs/delivery.md, "Customer review"); the customer's and the agency's e-mails are queued in the
 * transaction and dispatched after the commit.
 */
export async function completeJob({ db, mailer, publicUrl, userId, jobId, deliveryChecks }: Options) {
  const mail: number[] = [];
  // The checks read the files first, outside the lock; inside it only what changed meanwhile is read again.
  const before = await getTranslatorJobOrThrow({ db, jobId, userId });
  await deliveryChecks(db, before.order).catch(() => undefined);
  await db.transaction(async (tx) => {
    const { job, order, translator } = await getTranslatorJobOrThrow({ db: tx, jobId, userId, forUpdate: true });
    const loaded = await loadOrderTranslations(tx, order.id);
    const missing = untranslatedDocuments(
      loaded.documents.map((doc) => doc.id),
      currentByDocument(loaded.translations).keys(),
    );
    const refusal = jobCompletionRefusal({ status: job.status, ended: false, orderStatus: order.status }, missing);
    if (refusal) throw badRequest(english(refusal));
    await deliveryChecks(tx, order);
    const now = new Date();
    await tx
      .update(translatorJobs)
      .set({ status: "Completed", completedAt: now, updatedAt: now })
      .where(eq(translatorJobs.id, job.id));
    await markDraftDelivered(tx, order, userId, now);
    const count = loaded.documents.length;
    await recordOrderNote(tx, {
      orderId: order.id,
      changedBy: userId,
      note: `Translation job #${job.id} completed by ${translator.fullName}: ${count} document${count === 1 ? "" : "s"} translated`,
    });
    const [customer] = await tx.select().from(users).where(eq(users.id, order.userId)).limit(1);
    if (customer)
      mail.push(
        await mailer.queue(
          tx,
          draftReadyEmail({
            to: customer.email,
            firstName: customer.firstName,
            orderId: order.id,
            publicUrl,
            language: customer.language,
            followPath: await orderFollowPath(tx, order.id),
          }),
        ),
      );
    const to = await readSetting(tx, "agency_notification_email");
    if (to)
      mail.push(
        await mailer.queue(
          tx,
          jobCompletedEmail({
            to,
            translatorName: translator.fullName,
            orderId: order.id,
            documentCount: count,
            publicUrl,
          }),
        ),
      );
  });
  await mailer.dispatch(mail);
}
