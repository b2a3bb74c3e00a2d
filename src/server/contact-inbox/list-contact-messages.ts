import { type SQL, and, count, eq, like, sql } from "drizzle-orm";
import type {
  ContactMessageSummary,
  ContactMessagesPage,
  ContactMessagesQuery,
} from "../../shared/schemas/contact-inbox";
import { containsPattern } from "../admin/order-search";
import type { Executor } from "../db/client";
import { contactMessages } from "../db/schema/marketing";
import { type KeysetSort, planKeysetPage, sortKeyMicros } from "../http/keyset-page";
import { pageTotal } from "../http/page-total";

const NEWEST: KeysetSort = {
  name: "contact:newest",
  key: contactMessages.createdAt,
  id: contactMessages.id,
  direction: "desc",
};

/** The account a message belongs to: the signed-in sender's, else a live customer account with the sender's address. */
// Written with qualified names: inside the sub-select, drizzle's bare "email" would be the users' column.
export const matchingCustomerId = sql<number | null>`coalesce("contact_messages"."user_id", (
  select "u"."id" from "users" "u"
  where lower("u"."email") = lower("contact_messages"."email") and "u"."role" = 'user' and "u"."deleted_at" is null
  limit 1))`;

const replyCount = sql<number>`(select count(*)::int from "contact_replies" "r" where "r"."message_id" = "contact_messages"."id")`;

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export function toContactSummary(
  row: ContactMessageRow,
  customerId: number | null,
  replies: number,
): ContactMessageSummary {
  const flat = row.message.replace(/\s+/g, " ").trim();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    preview: flat.length > 160 ? `${flat.slice(0, 159)}…` : flat,
    status: row.status,
    customerId,
    orderId: row.orderId,
    replyCount: Number(replies),
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/**
 * GET /api/admin/contact-messages: one page of the inbox, newest first (contact_messages_created_at_id_idx, or the
 * status index), of one status and searched by name, address or subject (the folded search_text and its trigram index).
 */
export async function listContactMessages(db: Executor, query: ContactMessagesQuery): Promise<ContactMessagesPage> {
  const plan = planKeysetPage({ sort: NEWEST, limit: query.limit, cursor: query.cursor });
  const filters: (SQL | undefined)[] = [
    query.status ? eq(contactMessages.status, query.status) : undefined,
    query.search ? like(contactMessages.searchText, containsPattern(query.search)) : undefined,
  ];
  const [rows, total, [waiting]] = await Promise.all([
    db
      .select({
        message: contactMessages,
        customerId: matchingCustomerId,
        replies: replyCount,
        sortKey: sortKeyMicros(NEWEST),
      })
      .from(contactMessages)
      .where(and(...filters, plan.where))
      .orderBy(...plan.orderBy)
      .limit(plan.take),
    pageTotal(db, () =>
      db
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(and(...filters))
        .$dynamic(),
    ),
    db.select({ count: count() }).from(contactMessages).where(eq(contactMessages.status, "new")),
  ]);
  const page = plan.finish(rows, (row) => ({ key: row.sortKey, id: row.message.id }));
  return {
    ...page,
    ...total,
    newCount: waiting?.count ?? 0,
    items: page.items.map((row) => toContactSummary(row.message, row.customerId, row.replies)),
  };
}
