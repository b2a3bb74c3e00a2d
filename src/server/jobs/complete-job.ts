import { eq } from "drizzle-orm";
import { jobCompletionRefusal, untranslatedDocuments } from "../../shared/assignment";
import type { Database } from "../db/client";
import { translatorJobs } from "../db/schema/translators";
import { badRequest } from "../http/app-error";
import type { Mailer } from "../mail/mailer";
import { readSetting } from "../settings/read-settings";
import { getTranslatorJobOrThrow } from "./get-translator-job-or-throw";
import { currentByDocument, loadOrderTranslations } from "./job-documents";
import { jobCompletedEmail } from "./job-emails";
import { recordOrderNote } from "./record-order-note";

type Options = { db: Database; mailer: Mailer; publicUrl: string; userId: number; jobId: number };

/** The translator marks the job completed: every document needs a translation. The agency is e-mailed to review. */
export async function completeJob({ db, mailer, publicUrl, userId, jobId }: Options) {
  const { order, translator, documentCount } = await db.transaction(async (tx) => {
    const { job, order, translator } = await getTranslatorJobOrThrow({ db: tx, jobId, userId, forUpdate: true });
    const loaded = await loadOrderTranslations(tx, order.id);
    const missing = untranslatedDocuments(loaded.documents.map((doc) => doc.id), currentByDocument(loaded.translations).keys());
    const refusal = jobCompletionRefusal({ status: job.status, ended: false, orderStatus: order.status }, missing);
    if (refusal) throw badRequest(refusal);
    const now = new Date();
    await tx.update(translatorJobs).set({ status: "Completed", completedAt: now, updatedAt: now }).where(eq(translatorJobs.id, job.id));
    const count = loaded.documents.length;
    await recordOrderNote(tx, {
      orderId: order.id,
      changedBy: userId,
      note: `Translation job #${job.id} completed by ${translator.fullName}: ${count} document${count === 1 ? "" : "s"} translated`,
    });
    return { order, translator, documentCount: count };
  });

  const to = await readSetting(db, "agency_notification_email");
  if (to) await mailer.send(jobCompletedEmail({ to, translatorName: translator.fullName, orderId: order.id, documentCount, publicUrl }));
}
