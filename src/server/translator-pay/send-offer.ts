import { and, count, eq, isNull } from "drizzle-orm";
import { assignmentRefusal, reassignmentRefusal } from "../../shared/assignment";
import { formatCents } from "../../shared/money";
import { jobFee } from "../../shared/translator-pay/fee";
import { offerDeadline } from "../../shared/translator-pay/offers";
import type { Database } from "../db/client";
import { documents } from "../db/schema/documents";
import { orders } from "../db/schema/orders";
import { jobOffers } from "../db/schema/translator-pay";
import { translatorJobs, translators } from "../db/schema/translators";
import { users } from "../db/schema/users";
import { badRequest, notFound, english } from "../http/app-error";
import { recordOrderNote } from "../jobs/record-order-note";
import type { Mailer } from "../mail/mailer";
import type { JobQueue } from "../queue/job-queue";
import { deadlineText, offerEmail } from "./offer-emails";
import { closeOpenOffer } from "./open-offer";
import { loadFeeOrder } from "./order-fee-input";
import { readPayDefaults } from "./pay-settings";
import { loadPay } from "./translator-rates";

type Options = {
  db: Database;
  mailer: Mailer;
  queue?: JobQueue;
  publicUrl: string;
  orderId: number;
  translatorId: number;
  adminId: number;
  now?: Date;
};

/**
 * The admin offers a processing order to a translator (POST /api/admin/orders/:orderId/offers): the same checks as an
 * assignment, the fee computed from the translator's rates, a reply deadline from the setting. A waiting offer of the
 * order is withdrawn (one waits at a time). The translator is e-mailed a link to accept or decline; the lapse job is
 * queued for the deadline (the minutely sweep catches it should that job be lost).
 */
export async function sendOffer({
  db,
  mailer,
  queue,
  publicUrl,
  orderId,
  translatorId,
  adminId,
  now = new Date(),
}: Options) {
  const mail: number[] = [];
  const offer = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update").limit(1);
    if (!order) throw notFound("ORDER_NOT_FOUND");
    const [candidate] = await tx
      .select({ translator: translators, user: users })
      .from(translators)
      .leftJoin(users, eq(users.id, translators.userId))
      .where(eq(translators.translatorId, translatorId))
      .limit(1);
    if (!candidate) throw notFound(english("Translator not found"));
    const { translator, user } = candidate;
    const refusal = assignmentRefusal(order, {
      status: translator.status,
      languagePair: translator.languagePair,
      user,
    });
    if (refusal) throw badRequest(english(refusal));
    const [active] = await tx
      .select()
      .from(translatorJobs)
      .where(and(eq(translatorJobs.orderId, orderId), isNull(translatorJobs.endedAt)))
      .limit(1);
    const again = reassignmentRefusal(active ?? null, translatorId);
    if (again) throw badRequest(english(again));

    mail.push(...(await closeOpenOffer(tx, { mailer, orderId, by: "admin", byUserId: adminId, now })).mail);
    const [pay, feeOrder, defaults, [{ documentCount }]] = await Promise.all([
      loadPay(tx, translatorId),
      loadFeeOrder(tx, orderId),
      readPayDefaults(tx),
      tx.select({ documentCount: count() }).from(documents).where(eq(documents.orderId, orderId)),
    ]);
    const fee = jobFee(pay.rates, feeOrder);
    const expiresAt = offerDeadline(now, defaults.replyHours);
    const [created] = await tx
      .insert(jobOffers)
      .values({
        orderId,
        translatorId,
        feeCents: fee.totalCents,
        feeLines: fee.lines,
        expiresAt,
        createdBy: adminId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordOrderNote(tx, {
      orderId,
      changedBy: adminId,
      note: `Offered to ${translator.fullName} for ${formatCents(fee.totalCents)}, answer due by ${deadlineText(expiresAt)}`,
    });
    mail.push(
      await mailer.queue(
        tx,
        offerEmail({
          to: user!.email,
          translatorName: translator.fullName,
          offerId: created!.id,
          order,
          documentCount,
          feeCents: fee.totalCents,
          feeLines: fee.lines,
          expiresAt,
          publicUrl,
        }),
      ),
    );
    return created!;
  });
  await mailer.dispatch(mail);
  // Lost (the queue not answering) only delays the lapse to the next minutely sweep.
  await queue?.send("offers.lapse", { offerId: offer.id }, { startAfter: offer.expiresAt }).catch(() => undefined);
  return offer;
}
