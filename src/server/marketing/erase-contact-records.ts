import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { contactConfirmations, contactMessages, launchSubscribers } from "../db/schema/marketing";
import { contactConfirmationKey } from "./contact-confirmation-key";

/**
 * Account deletion's eraser for the public forms (src/server/account-deletion/account-erasers.ts): contact messages sent
 * from the customer's address (names, phone numbers, what they wrote), a launch notification sign-up, and the
 * once-a-day record of the contact form's acknowledgement.
 */
export async function eraseContactRecords(tx: Executor, subject: { email: string }): Promise<string[]> {
  const address = subject.email.toLowerCase();
  await tx.delete(contactMessages).where(eq(sql`lower(${contactMessages.email})`, address));
  await tx.delete(launchSubscribers).where(eq(sql`lower(${launchSubscribers.email})`, address));
  await tx.delete(contactConfirmations).where(eq(contactConfirmations.emailKey, contactConfirmationKey(address)));
  return [];
}
