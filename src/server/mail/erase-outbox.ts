import { and, eq, inArray, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../db/client";
import { mailOutbox } from "../db/schema/mail";

/** What an e-mail about a deleted customer keeps in place of its subject (the row stays: it was sent, to whom, when). */
export const ERASED_MAIL_SUBJECT = "(erased: the customer deleted their account)";

/** Statuses of an e-mail that has not left yet: it is dropped, never sent with the person in it. */
const NOT_DELIVERED = ["queued"];

/**
 * Account deletion's eraser for the e-mail outbox (src/server/account-deletion/account-erasers.ts):
 * - every e-mail ever sent to the customer's address (links, codes, receipts, order updates) leaves the outbox admins
 *   can read; one still waiting for delivery is not sent;
 * - e-mails to others that name the customer (the agency's copy of a contact message, notices quoting the name or the
 *   address): one not delivered yet is dropped; a delivered one stays as the fact that it was sent, to whom and when,
 *   without its subject, body or delivery error.
 * The goodbye e-mail is queued after this ran, and forgotten once delivered. Found by the address and by each full
 * name the person used (the account's, the contact forms'): `strpos`, so no character of a name is a pattern.
 */
export async function eraseOutbox(tx: Executor, subject: { email: string; names: readonly string[] }): Promise<string[]> {
  const address = subject.email.toLowerCase();
  await tx.delete(mailOutbox).where(eq(sql`lower(${mailOutbox.to})`, address));

  // lower() on both sides: under a C collation it folds ASCII only, so the name is also looked for in capitals
  // ("ZEYNEP ÖZTÜRKMEN", as passports and notices write it).
  const names = subject.names.map((name) => name.trim()).filter((name) => name.length >= 3);
  const needles = [...new Set([address, ...names, ...names.map((name) => name.toUpperCase())])];
  const mentions = or(
    ...needles.flatMap((needle): SQL[] => [
      sql`strpos(lower(${mailOutbox.subject}), lower(${needle})) > 0`,
      sql`strpos(lower(${mailOutbox.text}), lower(${needle})) > 0`,
      sql`strpos(lower(coalesce(${mailOutbox.html}, '')), lower(${needle})) > 0`,
      sql`strpos(lower(coalesce(${mailOutbox.error}, '')), lower(${needle})) > 0`,
    ]),
  );
  await tx.delete(mailOutbox).where(and(inArray(mailOutbox.status, NOT_DELIVERED), mentions));
  await tx
    .update(mailOutbox)
    .set({ subject: ERASED_MAIL_SUBJECT, text: "", html: null, error: null })
    .where(and(notInArray(mailOutbox.status, NOT_DELIVERED), mentions));
  return [];
}
