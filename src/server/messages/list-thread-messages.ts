import { and, eq, getTableColumns } from "drizzle-orm";
import { threadPostingRefusal, threadWritableUntil } from "../../shared/order-thread";
import type { ThreadPageDto } from "../../shared/schemas/order-messages";
import type { PageQuery } from "../../shared/schemas/pagination";
import type { Viewer } from "../auth/viewer";
import type { Executor } from "../db/client";
import { orderMessages } from "../db/schema/messages";
import { filesDeletedAt } from "../files/purge-order-files";
import { type KeysetSort, planKeysetPage, sortKeyMicros } from "../http/keyset-page";
import { readStateOf } from "./read-state";
import { loadAttachments, toMessageDto } from "./serialize-message";
import { getThreadAccessOrThrow, loadClosedAt } from "./thread-access";

const NEWEST: KeysetSort = {
  name: "messages:newest",
  key: orderMessages.createdAt,
  id: orderMessages.id,
  direction: "desc",
};

/**
 * GET /api/orders/:id/messages: one page of the thread, newest first (index order_messages_order_created_at_id_idx),
 * and what the viewer may do in it. Reading changes nothing: the screen marks messages read with a POST.
 */
export async function listThreadMessages(options: {
  db: Executor;
  viewer: Viewer;
  orderId: number;
  query: PageQuery;
  now?: Date;
}): Promise<ThreadPageDto> {
  const { db, viewer, orderId, query } = options;
  const access = await getThreadAccessOrThrow({ db, viewer, orderId });
  const plan = planKeysetPage({ sort: NEWEST, limit: query.limit, cursor: query.cursor });
  const rows = await db
    .select({ message: getTableColumns(orderMessages), sortKey: sortKeyMicros(NEWEST) })
    .from(orderMessages)
    .where(and(eq(orderMessages.orderId, orderId), plan.where))
    .orderBy(...plan.orderBy)
    .limit(plan.take);
  const page = plan.finish(rows, (row) => ({ key: row.sortKey, id: row.message.id }));
  const [attachments, readState, closedAt, deletedAt] = await Promise.all([
    loadAttachments(
      db,
      page.items.map((row) => row.message.id),
    ),
    readStateOf(db, orderId, access.memberKey),
    loadClosedAt(db, access.order),
    filesDeletedAt(db, orderId),
  ]);
  const times = { orderStatus: access.order.status, closedAt };
  const until = threadWritableUntil(times);
  return {
    ...page,
    items: page.items.map(({ message }) => toMessageDto(message, attachments.get(message.id) ?? [], access.memberKey)),
    thread: {
      party: access.party,
      writable: threadPostingRefusal(times, options.now ?? new Date()) === null,
      writableUntil: until ? until.toISOString() : null,
      filesDeletedAt: deletedAt ? deletedAt.toISOString() : null,
      ...readState,
    },
  };
}
