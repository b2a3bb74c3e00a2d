import { and, eq } from "drizzle-orm";
import { formatCents } from "../../shared/money";
import { jobTransitionRefusal, type JobActor } from "../../shared/order-transitions";
import type { OfferDto } from "../../shared/schemas/translator-pay";
import { offerState } from "../../shared/translator-pay/offers";
import type { Executor } from "../db/client";
import { jobOffers } from "../db/schema/translator-pay";
import { translators } from "../db/schema/translators";
import { users } from "../db/schema/users";
import { recordOrderNote } from "../jobs/record-order-note";
import type { Mailer } from "../mail/mailer";
import { deadlineText, offerWithdrawnEmail } from "./offer-emails";

export type OfferRow = typeof jobOffers.$inferSelect;

/** The offer as the screens read it; its status as it stands at `now` (an expired one reads "Lapsed"). */
export function toOfferDto(row: OfferRow, translatorName: string, now: Date): OfferDto {
  return {
    id: row.id,
    orderId: row.orderId,
    translatorId: row.translatorId,
    translatorName,
    status: offerState(row, now),
    feeCents: row.feeCents,
    feeLines: row.feeLines,
    expiresAt: row.expiresAt.toISOString(),
    declineReason: row.declineReason,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    onBehalf: row.onBehalf,
    jobId: row.jobId,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Closes the order's waiting offer, in the caller's transaction (the order row already locked): "Withdrawn" by the
 * admin or the system, or "Lapsed" when its deadline had passed before the lapse job got to it. The translator of a
 * withdrawn offer is e-mailed unless `keepTranslatorId` is theirs (they are about to get the order). Returns the
 * closed offer and the queued e-mail ids (none without a mailer: an order that leaves processing withdraws its
 * offer silently, and the offer's page says it was withdrawn).
 */
export async function closeOpenOffer(
  tx: Executor,
  options: {
    mailer?: Mailer;
    orderId: number;
    by: JobActor;
    byUserId: number | null;
    now: Date;
    keepTranslatorId?: number;
  },
): Promise<{ offer: OfferRow | null; mail: number[] }> {
  const [open] = await tx
    .select({ offer: jobOffers, translator: translators, email: users.email })
    .from(jobOffers)
    .innerJoin(translators, eq(translators.translatorId, jobOffers.translatorId))
    .leftJoin(users, eq(users.id, translators.userId))
    .where(and(eq(jobOffers.orderId, options.orderId), eq(jobOffers.status, "Offered")))
    .for("update", { of: jobOffers })
    .limit(1);
  if (!open) return { offer: null, mail: [] };
  const lapsed = offerState(open.offer, options.now) === "Lapsed";
  const to = lapsed ? "Lapsed" : "Withdrawn";
  const refusal = jobTransitionRefusal("Offered", to, lapsed ? "system" : options.by);
  if (refusal) throw new Error(refusal);
  const [closed] = await tx
    .update(jobOffers)
    .set({
      status: to,
      respondedAt: options.now,
      respondedBy: lapsed ? null : options.byUserId,
      updatedAt: options.now,
    })
    .where(eq(jobOffers.id, open.offer.id))
    .returning();
  await recordOrderNote(tx, {
    orderId: options.orderId,
    changedBy: lapsed ? null : options.byUserId,
    note: lapsed
      ? `Offer to ${open.translator.fullName} lapsed: no answer by ${deadlineText(open.offer.expiresAt)}`
      : `Offer to ${open.translator.fullName} (${formatCents(open.offer.feeCents)}) withdrawn`,
  });
  const mail: number[] = [];
  if (options.mailer && !lapsed && open.offer.translatorId !== options.keepTranslatorId) {
    mail.push(
      await options.mailer.queue(
        tx,
        offerWithdrawnEmail({
          to: open.email ?? open.translator.email,
          translatorName: open.translator.fullName,
          orderId: options.orderId,
        }),
      ),
    );
  }
  return { offer: closed!, mail };
}
