import { and, inArray, notInArray, or, sql } from "drizzle-orm";
import { LANGUAGES } from "../../shared/i18n/languages";
import type { Executor } from "../db/client";
import { mailOutbox } from "../db/schema/mail";
import { emailText } from "./email-text";

/** What an e-mail about a deleted customer keeps in place of its subject (the row stays: it was sent, to whom, when). */
export const ERASED_MAIL_SUBJECT = "(erased: the customer deleted their account)";

const MAIL_TEXTS = [mailOutbox.subject, mailOutbox.text, mailOutbox.html, mailOutbox.error];

/** Statuses of an e-mail that has not left yet: it is dropped, never sent with the person in it. */
const NOT_DELIVERED = ["queued"];

/**
 * Account deletion's eraser for the e-mail outbox (src/server/account-deletion/account-erasers.ts):
 * - every e-mail ever sent to the customer's address, or to an address the account had before (links, codes,
 *   receipts, order updates), leaves the outbox admins can read; one still waiting for delivery is not sent;
 * - e-mails to others that name the customer (the agency's copy of a contact message, notices quoting the name or the
 *   address, or answering to theirs with Reply-To): one not delivered yet is dropped; a delivered one stays as the fact that it was sent, to whom and when,
 *   without its subject, body or delivery error.
 * The goodbye e-mail is queued after this ran, and forgotten once delivered. Found by the address and by each full
 * name the person used (the account's, the contact forms'): `strpos`, so no character of a name is a pattern.
 */
export async function eraseOutbox(
  tx: Executor,
  subject: { addresses: readonly string[]; names: readonly string[] },
): Promise<string[]> {
  const { addresses } = subject;
  await tx.delete(mailOutbox).where(inArray(sql`lower(${mailOutbox.to})`, addresses));

  // lower() on both sides: under a C collation it folds ASCII only, so the name is also looked for in capitals
  // ("ZEYNEP ÖZTÜRKMEN", as passports and notices write it).
  const names = subject.names.map((name) => name.trim()).filter((name) => name.length >= 3);
  const needles = [...new Set([...addresses, ...names, ...names.map((name) => name.toUpperCase())])];
  const mentions = or(
    ...needles.flatMap((needle) =>
      MAIL_TEXTS.map((column) => sql`strpos(lower(coalesce(${column}, '')), lower(${needle})) > 0`),
    ),
  );
  // The agency's copy of a contact message answers to the sender (Reply-To): it names them too.
  const named = or(mentions, inArray(sql`lower(coalesce(${mailOutbox.replyTo}, ''))`, addresses));
  await tx.delete(mailOutbox).where(and(inArray(mailOutbox.status, NOT_DELIVERED), named));
  await tx
    .update(mailOutbox)
    .set({ subject: ERASED_MAIL_SUBJECT, text: "", html: null, error: null, replyTo: null })
    .where(and(notInArray(mailOutbox.status, NOT_DELIVERED), named));
  return [];
}

/**
 * The account's address and the ones it had before (lower case): each change e-mailed the previous address a notice
 * naming the next one (auth/account-emails.ts emailChangedNotice), so the chain is followed back from the current
 * address. Bounded: an account changes its address a handful of times. Read before any eraser runs (delete-account.ts).
 */
export async function addressesOf(tx: Executor, email: string): Promise<string[]> {
  const subjects = LANGUAGES.map((language) => emailText(language)("emailChanged.subject"));
  const known = new Set([email.toLowerCase()]);
  let newest = [...known];
  while (newest.length > 0 && known.size < 50) {
    const rows = await tx
      .selectDistinct({ to: sql<string>`lower(${mailOutbox.to})` })
      .from(mailOutbox)
      .where(
        and(
          inArray(mailOutbox.subject, subjects),
          or(...newest.map((address) => sql`strpos(lower(${mailOutbox.text}), ${address}) > 0`)),
        ),
      );
    newest = rows.map((row) => row.to).filter((address) => !known.has(address));
    for (const address of newest) known.add(address);
  }
  return [...known];
}
