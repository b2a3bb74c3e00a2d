import { eq, inArray, or, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { contactConfirmations, contactMessages, launchSubscribers } from "../db/schema/marketing";
import { contactConfirmationKey } from "./contact-confirmation-key";

/** The contact messages the customer sent: from an address the account has or had, or signed in from another one. */
function sentBy(subject: { addresses: readonly string[]; userId: number }) {
  return or(
    inArray(sql`lower(${contactMessages.email})`, [...subject.addresses]),
    eq(contactMessages.userId, subject.userId),
  );
}

/**
 * The names the customer signed contact messages with, so the mail eraser (mail/erase-outbox.ts) also finds the
 * agency's copies of them. Read before any eraser runs (delete-account.ts).
 */
export async function contactNamesOf(
  tx: Executor,
  subject: { addresses: readonly string[]; userId: number },
): Promise<string[]> {
  const rows = await tx.selectDistinct({ name: contactMessages.name }).from(contactMessages).where(sentBy(subject));
  return rows.map((row) => row.name);
}

/**
 * Account deletion's eraser for the public forms (src/server/account-deletion/account-erasers.ts): contact messages sent
 * from the customer's addresses (current and former) or account (names, phone numbers, what they wrote), a launch notification sign-up, and
 * the once-a-day record of the contact form's acknowledgement.
 */
export async function eraseContactRecords(
  tx: Executor,
  subject: { addresses: readonly string[]; userId: number },
): Promise<string[]> {
  await tx.delete(contactMessages).where(sentBy(subject));
  await tx.delete(launchSubscribers).where(inArray(sql`lower(${launchSubscribers.email})`, [...subject.addresses]));
  await tx
    .delete(contactConfirmations)
    .where(inArray(contactConfirmations.emailKey, subject.addresses.map(contactConfirmationKey)));
  return [];
}
