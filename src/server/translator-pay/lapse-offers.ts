import { and, asc, eq, lte } from "drizzle-orm";
import { jobTransitionRefusal } from "../../shared/order-transitions";
import type { Database } from "../db/client";
import { orders } from "../db/schema/orders";
import { jobOffers } from "../db/schema/translator-pay";
import { translators } from "../db/schema/translators";
import { recordOrderNote } from "../jobs/record-order-note";
import type { Mailer } from "../mail/mailer";
import { readSetting } from "../settings/read-settings";
import { deadlineText, offerOutcomeEmail } from "./offer-emails";

/** At most this many offers per run; the next run (a minute later) takes the rest. */
const BATCH = 100;

/**
 * The "offers.lapse" job: every offer still waiting past its deadline becomes Lapsed (the job table's Offered →
 * Lapsed by the system), with a history line, and the agency is e-mailed that the order still needs a translator.
 * Each offer in its own transaction under the order's lock, so an answer racing the deadline either wins or is
 * refused. Idempotent: a lapsed offer is not read again. Returns the ids it lapsed.
 */
export async function lapseOverdueOffers({
  db,
  mailer,
  publicUrl,
  now = new Date(),
}: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  now?: Date;
}): Promise<number[]> {
  if (jobTransitionRefusal("Offered", "Lapsed", "system")) return [];
  const due = await db
    .select({ id: jobOffers.id, orderId: jobOffers.orderId })
    .from(jobOffers)
    .where(and(eq(jobOffers.status, "Offered"), lte(jobOffers.expiresAt, now)))
    .orderBy(asc(jobOffers.expiresAt), asc(jobOffers.id))
    .limit(BATCH);
  const lapsed: number[] = [];
  for (const { id, orderId } of due) {
    const mail: number[] = [];
    const done = await db.transaction(async (tx) => {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for("update").limit(1);
      const [row] = await tx
        .select({ offer: jobOffers, translatorName: translators.fullName })
        .from(jobOffers)
        .innerJoin(translators, eq(translators.translatorId, jobOffers.translatorId))
        .where(eq(jobOffers.id, id))
        .for("update", { of: jobOffers })
        .limit(1);
      if (!row || row.offer.status !== "Offered" || row.offer.expiresAt > now) return false;
      await tx
        .update(jobOffers)
        .set({ status: "Lapsed", respondedAt: now, updatedAt: now })
        .where(eq(jobOffers.id, id));
      await recordOrderNote(tx, {
        orderId,
        changedBy: null,
        note: `Offer to ${row.translatorName} lapsed: no answer by ${deadlineText(row.offer.expiresAt)}`,
      });
      const to = await readSetting(tx, "agency_notification_email");
      if (to)
        mail.push(
          await mailer.queue(
            tx,
            offerOutcomeEmail({
              to,
              outcome: "Lapsed",
              translatorName: row.translatorName,
              orderId,
              expiresAt: row.offer.expiresAt,
              publicUrl,
            }),
          ),
        );
      return true;
    });
    await mailer.dispatch(mail);
    if (done) lapsed.push(id);
  }
  return lapsed;
}
