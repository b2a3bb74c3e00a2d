import { and, asc, eq, isNotNull, lte } from "drizzle-orm";
import type { Database } from "../db/client";
import { orderThreadMembers } from "../db/schema/messages";
import { orders } from "../db/schema/orders";
import type { Mailer } from "../mail/mailer";
import { emailPendingMessages, lockedMember, lockThread, threadRecipients } from "./notify-thread-members";

/** Digests sent per run; the rest wait a minute for the next one. */
const DIGESTS_PER_RUN = 200;

/**
 * The messages.digest job (every minute): each member whose digest is due gets one e-mail with the messages held
 * back since their last one, unless they read them meanwhile (then none). A translator reassigned away gets
 * nothing more. Each digest is its own transaction with the thread locked, so a message written at the same
 * moment is either in it or starts the next wait; a retried or overlapping run sends nothing twice (the due time
 * is cleared with the e-mail).
 */
export async function sendMessageDigests(options: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  now?: Date;
}): Promise<number> {
  const { db, mailer, publicUrl } = options;
  const now = options.now ?? new Date();
  const due = await db
    .select({ orderId: orderThreadMembers.orderId, memberKey: orderThreadMembers.memberKey })
    .from(orderThreadMembers)
    .where(and(isNotNull(orderThreadMembers.digestDueAt), lte(orderThreadMembers.digestDueAt, now)))
    .orderBy(asc(orderThreadMembers.digestDueAt))
    .limit(DIGESTS_PER_RUN);
  let sent = 0;
  for (const { orderId, memberKey } of due) {
    const mail = await db.transaction(async (tx) => {
      await lockThread(tx, orderId);
      const [order] = await tx
        .select({ id: orders.id, userId: orders.userId })
        .from(orders)
        .where(eq(orders.id, orderId))
        .limit(1);
      if (!order) return null;
      const recipient = (await threadRecipients(tx, order, publicUrl)).find(
        (candidate) => candidate.memberKey === memberKey,
      );
      const member = await lockedMember(tx, orderId, { memberKey, userId: recipient?.userId ?? null });
      if (!member.digestDueAt || member.digestDueAt.getTime() > now.getTime()) return null;
      if (!recipient) {
        await tx
          .update(orderThreadMembers)
          .set({ digestDueAt: null, updatedAt: now })
          .where(and(eq(orderThreadMembers.orderId, orderId), eq(orderThreadMembers.memberKey, memberKey)));
        return null;
      }
      return emailPendingMessages(tx, { mailer, orderId, recipient, member, now });
    });
    if (mail !== null) {
      await mailer.dispatch([mail]);
      sent += 1;
    }
  }
  return sent;
}
