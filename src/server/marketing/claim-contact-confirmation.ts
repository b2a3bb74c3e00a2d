import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { contactConfirmations } from "../db/schema/marketing";
import { contactConfirmationKey } from "./contact-confirmation-key";

/** One acknowledgement per inbox per day, however many messages name it. */
export const CONTACT_CONFIRMATION_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * True when the sender may be sent the acknowledgement now, recording it; false when one went to the same inbox
 * within 24 hours. One statement (insert, or update only if the last one is old enough), so two instances
 * handling messages from one address at once cannot both send.
 */
export async function claimContactConfirmation(tx: Executor, email: string, now = new Date()): Promise<boolean> {
  const due = new Date(now.getTime() - CONTACT_CONFIRMATION_INTERVAL_MS);
  const claimed = await tx
    .insert(contactConfirmations)
    .values({ emailKey: contactConfirmationKey(email), sentAt: now })
    .onConflictDoUpdate({
      target: contactConfirmations.emailKey,
      set: { sentAt: now },
      setWhere: sql`${contactConfirmations.sentAt} <= ${due}`,
    })
    .returning({ emailKey: contactConfirmations.emailKey });
  return claimed.length > 0;
}
