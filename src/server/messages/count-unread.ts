import { type SQL, sql } from "drizzle-orm";
import { memberKey } from "../../shared/order-thread";
import type { UnreadAnswer } from "../../shared/schemas/order-messages";
import type { Viewer } from "../auth/viewer";
import type { Executor } from "../db/client";

/** How many threads the answer lists when no order ids are asked for. */
const THREADS_LISTED = 20;

/** The orders whose threads the viewer takes part in, as a condition on `orders o`; null: none (an admin before the code step). */
function viewerScope(viewer: Viewer): { key: string; orders: SQL } | null {
  if (viewer.isVerifiedAdmin) return { key: "agency", orders: sql`true` };
  if (viewer.role === "user") return { key: "customer", orders: sql`o.user_id = ${viewer.userId}` };
  if (viewer.role === "translator") {
    return {
      key: memberKey("translator", viewer.userId),
      orders: sql`exists (select 1 from translator_jobs j join translators t on t.translator_id = j.translator_id
        where j.order_id = o.id and j.ended_at is null and t.user_id = ${viewer.userId})`,
    };
  }
  return null;
}

/**
 * GET /api/messages/unread: the viewer's unread messages (the other sides' messages past their side's read
 * pointer) per thread, for the orders asked (a list page's, at most 100, one array parameter) or else the 20 threads
 * with the newest unread messages; and their total (over every thread, when none are asked). Orders the viewer
 * cannot read are left out, like orders with nothing unread.
 */
export async function countUnread({
  db,
  viewer,
  orderIds,
}: {
  db: Executor;
  viewer: Viewer;
  orderIds?: number[];
}): Promise<UnreadAnswer> {
  const scope = viewerScope(viewer);
  if (!scope || orderIds?.length === 0) return { total: 0, threads: [] };
  const asked = orderIds ? sql`and o.id = any(${sql.param(orderIds)}::int[])` : sql``;
  const result = (await db.execute(sql`
    select m.order_id, count(*)::int as unread, max(m.id) as newest
    from orders o
    join order_messages m on m.order_id = o.id
    left join order_thread_members r on r.order_id = o.id and r.member_key = ${scope.key}
    where ${scope.orders} ${asked}
      and m.sender_key <> ${scope.key}
      and m.id > coalesce(r.last_read_message_id, 0)
    group by m.order_id
    order by max(m.id) desc`)) as unknown as { rows: { order_id: number; unread: number }[] };
  const threads = result.rows.map((row) => ({ orderId: Number(row.order_id), unread: Number(row.unread) }));
  const total = threads.reduce((sum, thread) => sum + thread.unread, 0);
  return { total, threads: orderIds ? threads : threads.slice(0, THREADS_LISTED) };
}
