import { and, eq, inArray, isNull } from "drizzle-orm";
import type { TranslatorJobStatus } from "../../shared/enums";
import { jobStatesInto } from "../../shared/order-transitions";
import type { Executor } from "../db/client";
import { translatorJobs, translators } from "../db/schema/translators";

export type ClosedJob = { jobId: number; orderId: number; translatorEmail: string; translatorName: string };

/**
 * The order was cancelled or fully refunded: its translator's open job (Assigned or In Progress) becomes
 * Cancelled, so it leaves their open jobs and says why. A completed job stays completed. Returns who to tell.
 */
export async function closeActiveJob(tx: Executor, orderId: number): Promise<ClosedJob | null> {
  const [closed] = await tx
    .update(translatorJobs)
    .set({ status: "Cancelled", updatedAt: new Date() })
    .where(
      and(
        eq(translatorJobs.orderId, orderId),
        isNull(translatorJobs.endedAt),
        inArray(translatorJobs.status, jobStatesInto("Cancelled", "system") as TranslatorJobStatus[]),
      ),
    )
    .returning();
  if (!closed) return null;
  const [translator] = await tx
    .select()
    .from(translators)
    .where(eq(translators.translatorId, closed.translatorId))
    .limit(1);
  if (!translator) return null;
  return { jobId: closed.id, orderId, translatorEmail: translator.email, translatorName: translator.fullName };
}
