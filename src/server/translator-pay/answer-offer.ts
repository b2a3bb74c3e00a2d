import { and, eq } from "drizzle-orm";
import { formatCents } from "../../shared/money";
import { jobTransitionRefusal } from "../../shared/order-transitions";
import { offerReplyRefusal } from "../../shared/translator-pay/offers";
import type { Database, Executor } from "../db/client";
import { orders } from "../db/schema/orders";
import { jobFees, jobOffers } from "../db/schema/translator-pay";
import { badRequest, notFound, english } from "../http/app-error";
import { assignInTransaction } from "../jobs/assign-translator";
import { recordOrderNote } from "../jobs/record-order-note";
import type { Mailer } from "../mail/mailer";
import { readSetting } from "../settings/read-settings";
import { offerOutcomeEmail } from "./offer-emails";
import { translatorOfUser } from "./translator-rates";

type Options = { db: Database; mailer: Mailer; publicUrl: string; userId: number; offerId: number; now?: Date };

/**
 * The signed-in translator's offer, locked for an answer: the order row first (as every assignment path locks it),
 * then the offer. Someone else's offer is "Offer not found".
 */
async function lockOwnOffer(tx: Executor, options: { userId: number; offerId: number }) {
  const translator = await translatorOfUser(tx, options.userId);
  const [peek] = await tx
    .select({ orderId: jobOffers.orderId })
    .from(jobOffers)
    .where(and(eq(jobOffers.id, options.offerId), eq(jobOffers.translatorId, translator.translatorId)))
    .limit(1);
  if (!peek) throw notFound(english("Offer not found"));
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, peek.orderId)).for("update").limit(1);
  const [offer] = await tx.select().from(jobOffers).where(eq(jobOffers.id, options.offerId)).for("update").limit(1);
  return { translator, offer: offer! };
}

/**
 * POST /api/translator/offers/:id/accept: the job table's Offered → Assigned by the translator. The order is assigned
 * to them as the admin's direct assignment would (a job held by someone else ends), and the offered fee becomes the
 * job's fee. Late or repeated answers are refused with the reason.
 */
export async function acceptOffer({
  db,
  mailer,
  publicUrl,
  userId,
  offerId,
  now = new Date(),
}: Options): Promise<{ jobId: number }> {
  const mail: number[] = [];
  const jobId = await db.transaction(async (tx) => {
    const { translator, offer } = await lockOwnOffer(tx, { userId, offerId });
    const refusal = offerReplyRefusal(offer, now) ?? jobTransitionRefusal("Offered", "Assigned", "translator");
    if (refusal) throw badRequest(english(refusal));
    const assigned = await assignInTransaction(tx, {
      mailer,
      publicUrl,
      orderId: offer.orderId,
      translatorId: translator.translatorId,
      assignedBy: offer.createdBy,
      changedBy: userId,
      note: ({ jobId: newJobId, previous }) =>
        `Offer accepted by ${translator.fullName} for ${formatCents(offer.feeCents)}: ` +
        (previous
          ? `reassigned from ${previous.translator} (job #${previous.jobId}) to job #${newJobId}`
          : `assigned (job #${newJobId})`),
    });
    mail.push(...assigned.mail);
    await tx
      .update(jobOffers)
      .set({ status: "Accepted", respondedAt: now, respondedBy: userId, jobId: assigned.job.id, updatedAt: now })
      .where(eq(jobOffers.id, offer.id));
    await tx.insert(jobFees).values({
      jobId: assigned.job.id,
      offerId: offer.id,
      translatorId: translator.translatorId,
      orderId: offer.orderId,
      feeCents: offer.feeCents,
      feeLines: offer.feeLines,
    });
    return assigned.job.id;
  });
  await mailer.dispatch(mail);
  return { jobId };
}

/** POST /api/translator/offers/:id/decline `{ reason }`: Offered → Declined; the agency is told, with the reason. */
export async function declineOffer({
  db,
  mailer,
  publicUrl,
  userId,
  offerId,
  reason,
  now = new Date(),
}: Options & { reason: string }): Promise<void> {
  const mail: number[] = [];
  await db.transaction(async (tx) => {
    const { translator, offer } = await lockOwnOffer(tx, { userId, offerId });
    const refusal = offerReplyRefusal(offer, now) ?? jobTransitionRefusal("Offered", "Declined", "translator");
    if (refusal) throw badRequest(english(refusal));
    await tx
      .update(jobOffers)
      .set({ status: "Declined", declineReason: reason, respondedAt: now, respondedBy: userId, updatedAt: now })
      .where(eq(jobOffers.id, offer.id));
    await recordOrderNote(tx, {
      orderId: offer.orderId,
      changedBy: userId,
      note: `${translator.fullName} declined the offer: ${reason}`,
    });
    const to = await readSetting(tx, "agency_notification_email");
    if (to)
      mail.push(
        await mailer.queue(
          tx,
          offerOutcomeEmail({
            to,
            outcome: "Declined",
            translatorName: translator.fullName,
            orderId: offer.orderId,
            reason,
            expiresAt: offer.expiresAt,
            publicUrl,
          }),
        ),
      );
  });
  await mailer.dispatch(mail);
}
