import { type SQL, and, eq, like } from "drizzle-orm";
import { maskSecrets } from "../../shared/mask-secrets";
import type { OutboxEmail, OutboxPage, OutboxQuery } from "../../shared/schemas/mail";
import { containsPattern } from "../admin/order-search";
import type { Executor } from "../db/client";
import { mailOutbox } from "../db/schema/mail";
import { type KeysetSort, planKeysetPage, sortKeyMicros } from "../http/keyset-page";
import { pageTotal } from "../http/page-total";

const NEWEST: KeysetSort = { name: "outbox:newest", key: mailOutbox.createdAt, id: mailOutbox.id, direction: "desc" };

/**
 * GET /api/admin/outbox: one page of e-mails, newest first (mail_outbox_created_at_id_idx, or the status index),
 * optionally of one status and searched by recipient or subject (the stored, Turkish-folded search_text and its
 * trigram index mail_outbox_search_trgm_idx). Bodies are not searched: they hold the codes and links admins never see.
 */
export async function listOutboxPage(db: Executor, query: OutboxQuery): Promise<OutboxPage> {
  const plan = planKeysetPage({ sort: NEWEST, limit: query.limit, cursor: query.cursor });
  const filters: (SQL | undefined)[] = [
    query.status ? eq(mailOutbox.status, query.status) : undefined,
    query.search ? like(mailOutbox.searchText, containsPattern(query.search)) : undefined,
  ];
  const [rows, total] = await Promise.all([
    db
      .select({ mail: mailOutbox, sortKey: sortKeyMicros(NEWEST) })
      .from(mailOutbox)
      .where(and(...filters, plan.where))
      .orderBy(...plan.orderBy)
      .limit(plan.take),
    pageTotal(db, () =>
      db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(...filters))
        .$dynamic(),
    ),
  ]);
  const page = plan.finish(rows, (row) => ({ key: row.sortKey, id: row.mail.id }));
  return { ...page, ...total, items: page.items.map((row) => toOutboxEmail(row.mail)) };
}

/** Admins see that a code or link was sent, never the secret itself (docs/security.md: an outbox reader must not take accounts over). */
function toOutboxEmail(row: typeof mailOutbox.$inferSelect): OutboxEmail {
  return {
    id: row.id,
    to: row.to,
    from: row.from,
    subject: maskSecrets(row.subject),
    text: maskSecrets(row.text),
    html: row.html === null ? null : maskSecrets(row.html),
    status: row.status as OutboxEmail["status"],
    transport: row.transport as OutboxEmail["transport"],
    error: row.error,
    messageId: row.messageId,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
