import { and, eq, isNull } from "drizzle-orm";
import type { OrderStatus } from "../../shared/enums";
import type { Executor } from "../db/client";
import { jobFees } from "../db/schema/translator-pay";
import { translatorJobs } from "../db/schema/translators";
import { closeOpenOffer } from "./open-offer";

/**
 * What an order's status change means for translator pay, in its transaction (orders/change-order-status.ts, the one
 * path of every status change): completing it earns the active job's fee (once: a later re-completion keeps the first
 * date), and an order leaving processing withdraws a waiting offer. Cancelling a completed order (a refund after
 * delivery) changes no fee: refunds never claw back silently; the admin may change the fee, with a reason.
 */
export async function settlePayOnStatus(
  tx: Executor,
  options: { orderId: number; to: OrderStatus; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  if (options.to === "completed") {
    const [active] = await tx
      .select({ id: translatorJobs.id })
      .from(translatorJobs)
      .where(and(eq(translatorJobs.orderId, options.orderId), isNull(translatorJobs.endedAt)))
      .limit(1);
    if (active) {
      await tx
        .update(jobFees)
        .set({ earnedAt: now, updatedAt: now })
        .where(and(eq(jobFees.jobId, active.id), isNull(jobFees.earnedAt)));
    }
  }
  if (options.to === "completed" || options.to === "cancelled") {
    await closeOpenOffer(tx, { orderId: options.orderId, by: "system", byUserId: null, now });
  }
}
