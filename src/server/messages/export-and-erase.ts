import { asc, eq, inArray } from "drizzle-orm";
import type { ThreadParty } from "../../shared/order-thread";
import type { NameSpelling } from "../../shared/schemas/order-messages";
import type { Executor } from "../db/client";
import { contactMessages } from "../db/schema/marketing";
import { orderMessageAttachments, orderMessages, orderNameSpellings, orderThreadMembers } from "../db/schema/messages";
import { orders } from "../db/schema/orders";

// A customer's messages for "Download my data" and for account deletion (docs/order-messages.md, "Export and
// erasure"). Both take the caller's executor, so they run inside the caller's transaction.

export type ExportedAttachment = {
  id: number;
  fileName: string;
  fileType: string;
  fileSize: number;
  createdAt: string;
  storageKey: string;
};

export type ExportedThread = {
  orderId: number;
  /** Every version of the names as in the passport, oldest first (the last is the current one). */
  nameSpellings: { at: string; by: { party: ThreadParty; name: string }; nameSpellings: NameSpelling[] }[];
  /** The whole thread, oldest first: the customer's own messages and the agency's and translators' answers. */
  messages: {
    id: number;
    at: string;
    from: { party: ThreadParty; name: string };
    byCustomer: boolean;
    text: string;
    attachments: ExportedAttachment[];
  }[];
};

export type ExportedContactMessage = {
  id: number;
  at: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  orderId: number | null;
};

export type OrderMessagesExport = { threads: ExportedThread[]; contactMessages: ExportedContactMessage[] };

/**
 * Everything this feature keeps about the customer: each of their orders' threads (messages with their files'
 * names and storage keys: read the bytes with storage.get(storageKey), which decrypts like any stored file), the
 * names as in the passport with their history, and the contact-form messages sent signed in. Threads without a
 * message or a name are left out.
 */
export async function collectOrderMessagesForExport({
  db,
  userId,
}: {
  db: Executor;
  userId: number;
}): Promise<OrderMessagesExport> {
  const ownOrders = db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  const [messageRows, fileRows, nameRows, contactRows] = await Promise.all([
    db
      .select()
      .from(orderMessages)
      .where(inArray(orderMessages.orderId, ownOrders))
      .orderBy(asc(orderMessages.orderId), asc(orderMessages.id)),
    db
      .select()
      .from(orderMessageAttachments)
      .where(inArray(orderMessageAttachments.orderId, ownOrders))
      .orderBy(asc(orderMessageAttachments.id)),
    db
      .select()
      .from(orderNameSpellings)
      .where(inArray(orderNameSpellings.orderId, ownOrders))
      .orderBy(asc(orderNameSpellings.orderId), asc(orderNameSpellings.id)),
    db.select().from(contactMessages).where(eq(contactMessages.userId, userId)).orderBy(asc(contactMessages.id)),
  ]);
  const filesByMessage = new Map<number, ExportedAttachment[]>();
  for (const file of fileRows) {
    const exported = {
      id: file.id,
      fileName: file.fileName,
      fileType: file.fileType,
      fileSize: file.fileSize,
      createdAt: file.createdAt.toISOString(),
      storageKey: file.storageKey,
    };
    filesByMessage.set(file.messageId, [...(filesByMessage.get(file.messageId) ?? []), exported]);
  }
  const threads = new Map<number, ExportedThread>();
  const threadOf = (orderId: number) => {
    let thread = threads.get(orderId);
    if (!thread) threads.set(orderId, (thread = { orderId, nameSpellings: [], messages: [] }));
    return thread;
  };
  for (const row of nameRows) {
    threadOf(row.orderId).nameSpellings.push({
      at: row.createdAt.toISOString(),
      by: { party: row.changedByParty, name: row.changedByName },
      nameSpellings: row.nameSpellings,
    });
  }
  for (const row of messageRows) {
    threadOf(row.orderId).messages.push({
      id: row.id,
      at: row.createdAt.toISOString(),
      from: { party: row.senderParty, name: row.senderName },
      byCustomer: row.senderParty === "customer",
      text: row.body,
      attachments: filesByMessage.get(row.id) ?? [],
    });
  }
  return {
    threads: [...threads.values()].sort((a, b) => a.orderId - b.orderId),
    contactMessages: contactRows.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      name: row.name,
      email: row.email,
      phone: row.phone,
      subject: row.subject,
      message: row.message,
      orderId: row.orderId,
    })),
  };
}

export type ErasedMessages = {
  messages: number;
  attachments: number;
  nameSpellingVersions: number;
  contactMessages: number;
  /** The erased files' keys: delete them with storage.delete AFTER the transaction commits (the hourly storage sweep removes any left). */
  storageKeys: string[];
};

/**
 * Erases what this feature keeps about the customer: the whole thread of each of their orders (their messages and
 * the answers, which quote and discuss them, with the files), the read and e-mail state, the names as in the
 * passport, and the contact-form messages linked to the account. Orders themselves are left to the caller.
 */
export async function eraseMessagesOfCustomer({
  db,
  userId,
}: {
  db: Executor;
  userId: number;
}): Promise<ErasedMessages> {
  const ownOrders = db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  const files = await db
    .delete(orderMessageAttachments)
    .where(inArray(orderMessageAttachments.orderId, ownOrders))
    .returning({ key: orderMessageAttachments.storageKey });
  const messages = await db
    .delete(orderMessages)
    .where(inArray(orderMessages.orderId, ownOrders))
    .returning({ id: orderMessages.id });
  await db.delete(orderThreadMembers).where(inArray(orderThreadMembers.orderId, ownOrders));
  const names = await db
    .delete(orderNameSpellings)
    .where(inArray(orderNameSpellings.orderId, ownOrders))
    .returning({ id: orderNameSpellings.id });
  const contacts = await db
    .delete(contactMessages)
    .where(eq(contactMessages.userId, userId))
    .returning({ id: contactMessages.id });
  // Read state the customer left in threads of orders not theirs (none today) goes with the account.
  await db.delete(orderThreadMembers).where(eq(orderThreadMembers.userId, userId));
  return {
    messages: messages.length,
    attachments: files.length,
    nameSpellingVersions: names.length,
    contactMessages: contacts.length,
    storageKeys: files.map((file) => file.key),
  };
}
