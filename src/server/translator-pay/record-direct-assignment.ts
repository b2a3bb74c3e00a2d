import { and, eq } from "drizzle-orm";
import { jobTransitionRefusal } from "../../shared/order-transitions";
import { jobFee } from "../../shared/translator-pay/fee";
import { offerState } from "../../shared/translator-pay/offers";
import type { Executor } from "../db/client";
import { jobFees, jobOffers } from "../db/schema/translator-pay";
import { badRequest, english } from "../http/app-error";
import type { Mailer } from "../mail/mailer";
import { closeOpenOffer } from "./open-offer";
import { loadFeeOrder } from "./order-fee-input";
import { loadPay } from "./translator-rates";

/**
 * The admin assigned directly (the job exists, the order row is locked): the job table's Offered → Assigned by the
 * admin, recorded as an offer accepted on the translator's behalf. A waiting offer to the same translator is that
 * offer, with its fee; one to someone else is withdrawn. Otherwise the fee comes from the translator's rates now.
 * Returns the e-mails queued (the withdrawn offer's translator).
 */
export async function recordDirectAssignment(
  tx: Executor,
  options: { mailer: Mailer; publicUrl: string; orderId: number; translatorId: number; jobId: number; adminId: number },
): Promise<number[]> {
  const refusal = jobTransitionRefusal("Offered", "Assigned", "admin");
  if (refusal) throw badRequest(english(refusal));
  const now = new Date();
  const [open] = await tx
    .select()
    .from(jobOffers)
    .where(and(eq(jobOffers.orderId, options.orderId), eq(jobOffers.status, "Offered")))
    .for("update")
    .limit(1);
  let offer: typeof jobOffers.$inferSelect;
  const mail: number[] = [];
  const accepted = {
    status: "Accepted" as const,
    onBehalf: true,
    respondedAt: now,
    respondedBy: options.adminId,
    jobId: options.jobId,
    updatedAt: now,
  };
  if (open && open.translatorId === options.translatorId && offerState(open, now) === "Offered") {
    [offer] = (await tx.update(jobOffers).set(accepted).where(eq(jobOffers.id, open.id)).returning()) as [typeof open];
  } else {
    mail.push(
      ...(
        await closeOpenOffer(tx, {
          mailer: options.mailer,
          orderId: options.orderId,
          by: "admin",
          byUserId: options.adminId,
          now,
        })
      ).mail,
    );
    const [pay, feeOrder] = await Promise.all([loadPay(tx, options.translatorId), loadFeeOrder(tx, options.orderId)]);
    const fee = jobFee(pay.rates, feeOrder);
    [offer] = (await tx
      .insert(jobOffers)
      .values({
        orderId: options.orderId,
        translatorId: options.translatorId,
        feeCents: fee.totalCents,
        feeLines: fee.lines,
        expiresAt: now,
        createdBy: options.adminId,
        ...accepted,
      })
      .returning()) as [typeof jobOffers.$inferSelect];
  }
  await tx.insert(jobFees).values({
    jobId: options.jobId,
    offerId: offer.id,
    translatorId: options.translatorId,
    orderId: options.orderId,
    feeCents: offer.feeCents,
    feeLines: offer.feeLines,
  });
  return mail;
}
