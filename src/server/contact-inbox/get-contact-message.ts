import { asc, desc, eq } from "drizzle-orm";
import type { ContactMessageDetail } from "../../shared/schemas/contact-inbox";
import type { Executor } from "../db/client";
import { mailOutbox } from "../db/schema/mail";
import { contactMessages, contactReplies } from "../db/schema/marketing";
import { orders } from "../db/schema/orders";
import { users } from "../db/schema/users";
import { notFound } from "../http/app-error";
import { shownAccount } from "../../shared/account-deletion";
import { matchingCustomerId, toContactSummary } from "./list-contact-messages";

/** The customer's newest orders shown beside a message (links to the admin's order pages). */
const CUSTOMER_ORDERS_SHOWN = 5;

/** Loads one message, or CONTACT_MESSAGE_NOT_FOUND (404). */
export async function loadContactMessage(db: Executor, messageId: number, forUpdate = false) {
  const query = db
    .select({ message: contactMessages, customerId: matchingCustomerId })
    .from(contactMessages)
    .where(eq(contactMessages.id, messageId));
  const [row] = forUpdate ? await query.for("update", { of: contactMessages }) : await query;
  if (!row) throw notFound("CONTACT_MESSAGE_NOT_FOUND");
  return row;
}

/** GET /api/admin/contact-messages/:id — the message, its answers oldest first, and the account it matches. */
export async function getContactMessage(db: Executor, messageId: number): Promise<ContactMessageDetail> {
  const { message, customerId } = await loadContactMessage(db, messageId);
  const replies = await db
    .select({ reply: contactReplies, mailStatus: mailOutbox.status })
    .from(contactReplies)
    .leftJoin(mailOutbox, eq(mailOutbox.id, contactReplies.mailId))
    .where(eq(contactReplies.messageId, messageId))
    .orderBy(asc(contactReplies.id));
  let customer: ContactMessageDetail["customer"] = null;
  if (customerId !== null) {
    const [account] = await db.select().from(users).where(eq(users.id, customerId));
    if (account) {
      const recent = await db
        .select({ id: orders.id, status: orders.status, createdAt: orders.createdAt })
        .from(orders)
        .where(eq(orders.userId, account.id))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(CUSTOMER_ORDERS_SHOWN);
      const shown = shownAccount(account);
      customer = {
        id: account.id,
        name: shown.name,
        email: shown.email,
        orders: recent.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
      };
    }
  }
  return {
    ...toContactSummary(message, customerId, replies.length),
    phone: message.phone,
    message: message.message,
    closedAt: message.closedAt?.toISOString() ?? null,
    replies: replies.map(({ reply, mailStatus }) => ({
      id: reply.id,
      body: reply.body,
      authorName: reply.authorName,
      createdAt: reply.createdAt.toISOString(),
      mailStatus,
    })),
    customer,
  };
}
