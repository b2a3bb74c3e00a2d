import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";

/** The member's read pointer in the thread and how many messages of the other sides lie past it. */
export async function readStateOf(
  db: Executor,
  orderId: number,
  memberKey: string,
): Promise<{ lastReadMessageId: number; unread: number }> {
  const result = (await db.execute(sql`
    with pointer as (
      select coalesce((select last_read_message_id from order_thread_members where order_id = ${orderId} and member_key = ${memberKey}), 0) as last_read
    )
    select pointer.last_read::int as last_read,
      (select count(*) from order_messages m where m.order_id = ${orderId} and m.id > pointer.last_read and m.sender_key <> ${memberKey})::int as unread
    from pointer`)) as unknown as { rows: { last_read: number; unread: number }[] };
  const row = result.rows[0];
  return { lastReadMessageId: Number(row?.last_read ?? 0), unread: Number(row?.unread ?? 0) };
}

/**
 * Moves the member's read pointer forward to `messageId` (never back, never past the thread's newest message),
 * creating the member's row the first time.
 */
export async function advanceReadPointer(
  db: Executor,
  options: { orderId: number; memberKey: string; userId: number | null; messageId: number },
): Promise<void> {
  const { orderId, memberKey, userId, messageId } = options;
  await db.execute(sql`
    insert into order_thread_members (order_id, member_key, user_id, last_read_message_id)
    select ${orderId}, ${memberKey}, ${userId}, least(${messageId}::int, coalesce(max(id), 0))
    from order_messages where order_id = ${orderId}
    on conflict (order_id, member_key) do update
      set last_read_message_id = greatest(order_thread_members.last_read_message_id, excluded.last_read_message_id),
          updated_at = now()`);
}
