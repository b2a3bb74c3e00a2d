import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { mailOutbox } from "../db/schema/mail";

/**
 * Account deletion's eraser for the e-mail outbox (src/server/account-deletion/account-erasers.ts): every e-mail ever
 * sent to the customer's address (links, codes, receipts, order updates) leaves the outbox admins can read. One
 * still waiting for delivery is not sent. The goodbye e-mail is queued after this ran, and forgotten once delivered.
 */
export async function eraseOutbox(tx: Executor, subject: { email: string }): Promise<string[]> {
  await tx.delete(mailOutbox).where(eq(sql`lower(${mailOutbox.to})`, subject.email.toLowerCase()));
  return [];
}
