import { and, count, desc, eq, gt, ne, sql } from "drizzle-orm";
import type { Language } from "../../shared/i18n/languages";
import { localizedPath } from "../../shared/public-pages";
import { memberKey as keyOf, noticeTiming, type ThreadParty } from "../../shared/order-thread";
import type { Executor } from "../db/client";
import { orderMessages, orderThreadMembers } from "../db/schema/messages";
import { users } from "../db/schema/users";
import type { Mailer } from "../mail/mailer";
import { readSetting } from "../settings/read-settings";
import { MESSAGES_PER_EMAIL, messageNoticeEmail } from "./message-emails";
import { loadAttachments } from "./serialize-message";
import { loadActiveTranslator } from "./thread-access";

/** Advisory-lock class for "one writer at a time in this order's thread" (with the order id as the key). */
export const THREAD_LOCK = 16_029;

export async function lockThread(tx: Executor, orderId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${THREAD_LOCK}, ${orderId})`);
}

export type ThreadRecipient = {
  memberKey: string;
  party: ThreadParty;
  userId: number | null;
  email: string;
  language: Language;
  /** Greeted by this name; null for the agency's mailbox. */
  name: string | null;
  /** Where this member reads the thread. */
  url: string;
};

type Order = { id: number; userId: number };

/**
 * Everyone who is e-mailed about the thread now: the customer (their account's address and language), the agency
 * (the agency notification address, in English) and the translator whose job is active, if any.
 */
export async function threadRecipients(tx: Executor, order: Order, publicUrl: string): Promise<ThreadRecipient[]> {
  const recipients: ThreadRecipient[] = [];
  const [customer] = await tx
    .select({ email: users.email, language: users.language, firstName: users.firstName, disabled: users.disabled })
    .from(users)
    .where(eq(users.id, order.userId))
    .limit(1);
  if (customer && !customer.disabled) {
    recipients.push({
      memberKey: "customer",
      party: "customer",
      userId: order.userId,
      email: customer.email,
      language: customer.language,
      name: customer.firstName?.trim() || null,
      url: `${publicUrl}${localizedPath(`/dashboard/orders/${order.id}`, customer.language)}#messages`,
    });
  }
  const agencyEmail = (await readSetting(tx, "agency_notification_email")).trim();
  if (agencyEmail) {
    recipients.push({
      memberKey: "agency",
      party: "agency",
      userId: null,
      email: agencyEmail,
      language: "en",
      name: null,
      url: `${publicUrl}/admin/orders/${order.id}#messages`,
    });
  }
  const translator = await loadActiveTranslator(tx, order.id);
  if (translator) {
    recipients.push({
      memberKey: keyOf("translator", translator.userId),
      party: "translator",
      userId: translator.userId,
      email: translator.email,
      language: translator.language,
      name: translator.name,
      url: `${publicUrl}/translator/jobs/${translator.jobId}#messages`,
    });
  }
  return recipients;
}

type MemberRow = typeof orderThreadMembers.$inferSelect;

/** The member's row (made the first time), locked until the transaction ends. */
export async function lockedMember(
  tx: Executor,
  orderId: number,
  recipient: Pick<ThreadRecipient, "memberKey" | "userId">,
): Promise<MemberRow> {
  await tx
    .insert(orderThreadMembers)
    .values({ orderId, memberKey: recipient.memberKey, userId: recipient.userId })
    .onConflictDoNothing();
  const [member] = await tx
    .select()
    .from(orderThreadMembers)
    .where(and(eq(orderThreadMembers.orderId, orderId), eq(orderThreadMembers.memberKey, recipient.memberKey)))
    .for("update")
    .limit(1);
  return member!;
}

/**
 * E-mails the member the other sides' messages they have neither read nor been e-mailed, the newest
 * MESSAGES_PER_EMAIL written out. Returns the outbox id (dispatched after the commit), or null when there was none.
 */
export async function emailPendingMessages(
  tx: Executor,
  options: { mailer: Mailer; orderId: number; recipient: ThreadRecipient; member: MemberRow; now: Date },
) {
  const { mailer, orderId, recipient, member, now } = options;
  const seen = Math.max(member.emailedThroughMessageId, member.lastReadMessageId);
  const pendingWhere = and(
    eq(orderMessages.orderId, orderId),
    gt(orderMessages.id, seen),
    ne(orderMessages.senderKey, recipient.memberKey),
  );
  const [newest, [{ total }]] = await Promise.all([
    tx.select().from(orderMessages).where(pendingWhere).orderBy(desc(orderMessages.id)).limit(MESSAGES_PER_EMAIL),
    tx.select({ total: count() }).from(orderMessages).where(pendingWhere),
  ]);
  const membership = and(
    eq(orderThreadMembers.orderId, orderId),
    eq(orderThreadMembers.memberKey, recipient.memberKey),
  );
  if (newest.length === 0) {
    await tx.update(orderThreadMembers).set({ digestDueAt: null, updatedAt: now }).where(membership);
    return null;
  }
  const files = await loadAttachments(
    tx,
    newest.map((message) => message.id),
  );
  const mailId = await mailer.queue(
    tx,
    messageNoticeEmail({
      to: recipient.email,
      language: recipient.language,
      name: recipient.name,
      orderId,
      earlier: Number(total) - newest.length,
      url: recipient.url,
      messages: newest.reverse().map((message) => ({
        authorParty: message.senderParty,
        authorName: message.senderName,
        createdAt: message.createdAt,
        text: message.body,
        fileNames: (files.get(message.id) ?? []).map((file) => file.fileName),
      })),
    }),
  );
  await tx
    .update(orderThreadMembers)
    .set({
      lastEmailedAt: now,
      emailedThroughMessageId: newest[newest.length - 1]!.id,
      digestDueAt: null,
      updatedAt: now,
    })
    .where(membership);
  return mailId;
}

/**
 * After a message is written (inside its transaction, the thread locked): each other member is e-mailed now, or,
 * when they were e-mailed about this thread less than 10 minutes ago, the message waits for their digest
 * (shared/order-thread.ts noticeTiming; the messages.digest job sends it). Returns the outbox ids to dispatch.
 */
export async function noticeOtherMembers(
  tx: Executor,
  options: { mailer: Mailer; order: Order; writerKey: string; publicUrl: string; now: Date },
): Promise<number[]> {
  const { mailer, order, writerKey, publicUrl, now } = options;
  const mail: number[] = [];
  for (const recipient of await threadRecipients(tx, order, publicUrl)) {
    if (recipient.memberKey === writerKey) continue;
    const member = await lockedMember(tx, order.id, recipient);
    const timing = noticeTiming(member, now);
    if (timing.kind === "now") {
      const mailId = await emailPendingMessages(tx, { mailer, orderId: order.id, recipient, member, now });
      if (mailId !== null) mail.push(mailId);
    } else if (!member.digestDueAt) {
      await tx
        .update(orderThreadMembers)
        .set({ digestDueAt: timing.at, updatedAt: now })
        .where(and(eq(orderThreadMembers.orderId, order.id), eq(orderThreadMembers.memberKey, recipient.memberKey)));
    }
  }
  return mail;
}
