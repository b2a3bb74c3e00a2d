import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { shownAccount } from "../../shared/account-deletion";
import { isClosedStatus, type OrderStatus } from "../../shared/enums";
import { memberKey, type ThreadParty } from "../../shared/order-thread";
import type { Executor } from "../db/client";
import { orderStatusHistory, orders } from "../db/schema/orders";
import { translatorJobs, translators } from "../db/schema/translators";
import { users } from "../db/schema/users";
import type { Viewer } from "../auth/viewer";
import { notFound } from "../http/app-error";
import type { OrderRow } from "../orders/change-order-status";

export type ThreadAccess = {
  order: OrderRow;
  party: ThreadParty;
  /** The viewer's side as stored with messages and read state (shared/order-thread.ts memberKey). */
  memberKey: string;
  /** How the viewer is named on their messages. */
  viewerName: string;
};

/** "Ayşe Yılmaz", or the username when the account has no name; "Deleted customer #4" (shownAccount). */
export function accountName(user: { firstName: string | null; lastName: string | null; username: string }): string {
  return shownAccount(user).name;
}

/**
 * Who may read and write an order's thread (docs/order-messages.md, "Who takes part"): its customer, any admin
 * past the code step (the agency), and the translator whose job on it is active, from the assignment until a
 * reassignment ends it. Anyone else, including a translator reassigned away a moment ago, is told the order does
 * not exist, exactly as for a missing one.
 */
export async function getThreadAccessOrThrow({
  db,
  viewer,
  orderId,
}: {
  db: Executor;
  viewer: Viewer;
  orderId: number;
}): Promise<ThreadAccess> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound("ORDER_NOT_FOUND");
  if (viewer.isVerifiedAdmin)
    return { order, party: "agency", memberKey: "agency", viewerName: accountName(viewer.user) };
  if (viewer.role === "user" && order.userId === viewer.userId)
    return { order, party: "customer", memberKey: "customer", viewerName: accountName(viewer.user) };
  if (viewer.role === "translator") {
    const [job] = await db
      .select({ fullName: translators.fullName })
      .from(translatorJobs)
      .innerJoin(translators, eq(translators.translatorId, translatorJobs.translatorId))
      .where(
        and(eq(translatorJobs.orderId, orderId), eq(translators.userId, viewer.userId), isNull(translatorJobs.endedAt)),
      )
      .limit(1);
    if (job)
      return {
        order,
        party: "translator",
        memberKey: memberKey("translator", viewer.userId),
        viewerName: job.fullName,
      };
  }
  throw notFound("ORDER_NOT_FOUND");
}

export type ActiveTranslator = { userId: number; jobId: number; name: string; email: string; language: "en" | "tr" };

/** The translator whose job on the order is active (not reassigned), with their account; null when none. */
export async function loadActiveTranslator(db: Executor, orderId: number): Promise<ActiveTranslator | null> {
  const [row] = await db
    .select({
      userId: users.id,
      jobId: translatorJobs.id,
      name: translators.fullName,
      email: users.email,
      language: users.language,
      disabled: users.disabled,
    })
    .from(translatorJobs)
    .innerJoin(translators, eq(translators.translatorId, translatorJobs.translatorId))
    .innerJoin(users, eq(users.id, translators.userId))
    .where(and(eq(translatorJobs.orderId, orderId), isNull(translatorJobs.endedAt)))
    .limit(1);
  if (!row || row.disabled) return null;
  return { userId: row.userId, jobId: row.jobId, name: row.name, email: row.email, language: row.language };
}

/**
 * When a completed or cancelled order got there: its latest history line into the current status from another
 * one (a reopened and completed-again order counts from the second completion). Null while the order is open.
 */
export async function loadClosedAt(
  db: Executor,
  order: { id: number; status: OrderStatus; updatedAt: Date },
): Promise<Date | null> {
  if (!isClosedStatus(order.status)) return null;
  const [line] = await db
    .select({ at: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(
      and(
        eq(orderStatusHistory.orderId, order.id),
        eq(orderStatusHistory.toStatus, order.status as "completed" | "cancelled"),
        sql`${orderStatusHistory.fromStatus} is distinct from ${orderStatusHistory.toStatus}`,
      ),
    )
    .orderBy(desc(orderStatusHistory.createdAt), desc(orderStatusHistory.id))
    .limit(1);
  return line?.at ?? order.updatedAt;
}
