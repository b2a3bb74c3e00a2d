import { and, eq } from "drizzle-orm";
import type { TranslatorStatus } from "../../shared/enums";
import { identityOutcomeStatus } from "../../shared/translator-status";
import type { Database } from "../db/client";
import { translators } from "../db/schema/translators";
import type { IdentityEvent } from "../identity/identity-provider";
import type { Mailer } from "../mail/mailer";
import { identityOutcomeEmail } from "./translator-emails";

/**
 * The one handler for identity outcomes, whether Stripe's webhook or the built-in check sent them:
 * verified → 'ID Verified', requires_input → 'ID Verification Failed'. Only the application's current
 * session counts, and only while it is 'Email Verified', so a redelivered event changes nothing.
 * Returns the application's status afterwards, or null when the event concerns no application of ours.
 */
export async function applyIdentityEvent({
  db,
  mailer,
  event,
}: {
  db: Database;
  mailer: Mailer;
  event: IdentityEvent;
}): Promise<TranslatorStatus | null> {
  if (event.type === "other" || !event.sessionId) return null;
  const [row] = await db
    .select()
    .from(translators)
    .where(eq(translators.stripeVerificationId, event.sessionId))
    .limit(1);
  if (!row || (event.translatorId !== null && event.translatorId !== row.translatorId)) return null;

  const status = identityOutcomeStatus(event.type === "verified" ? "verified" : "failed");
  // The outcome e-mail is written with the status change and dispatched after the commit.
  const mail: number[] = [];
  const updated = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(translators)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(translators.translatorId, row.translatorId), eq(translators.status, "Email Verified")))
      .returning({ status: translators.status });
    if (changed) mail.push(await mailer.queue(tx, identityOutcomeEmail(row, status === "ID Verified")));
    return changed;
  });
  if (!updated) return row.status;
  await mailer.dispatch(mail);
  return updated.status;
}
