import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { orderFollowPath } from "../order-link-signing/order-follow-path";
import { isClosedStatus, noticeCutoff, retentionDates } from "../../shared/file-retention";
import { CLOSED_ORDER_STATUSES, type OrderStatus } from "../../shared/enums";
import type { Database, Executor } from "../db/client";
import { orderFileRetention } from "../db/schema/files";
import { orderStatusHistory, orders } from "../db/schema/orders";
import { users } from "../db/schema/users";
import type { Mailer } from "../mail/mailer";
import { readWholeNumber } from "../settings/read-settings";
import type { FileStorage } from "../storage/file-storage";
import { listCustomerFiles } from "./customer-files";
import { retentionNoticeEmail } from "./retention-notice-email";
import { finishPurge, finishUnfinishedPurges, markPurgeIntent } from "./purge-order-files";

/** Orders looked at per query: the job's memory stays at one batch however many orders are due. */
export const RETENTION_BATCH = 500;

export type RetentionDeps = {
  db: Database;
  storage: FileStorage;
  mailer: Mailer;
  publicUrl: string;
  now?: () => Date;
  batchSize?: number;
};
export type RetentionResult = { resumed: number[]; noticed: number[]; purged: number[] };

/**
 * When each order reached the closed status it has now: its latest real move into it (notes have from = to). Orders
 * older than the history table fall back to their last update.
 */
export function closedAtExpression() {
  return sql<Date>`coalesce((
    select max(${orderStatusHistory.createdAt}) from ${orderStatusHistory}
    where ${orderStatusHistory.orderId} = ${orders.id} and ${orderStatusHistory.toStatus} = ${orders.status}
      and ${orderStatusHistory.fromStatus} is distinct from ${orderStatusHistory.toStatus}
  ), ${orders.updatedAt})`;
}

export async function readRetentionDays(db: Executor): Promise<number> {
  return readWholeNumber(db, "file_retention_days");
}

/**
 * The daily files.retention job (docs/decisions/029-customer-files.md): finishes purges a crash interrupted, e-mails
 * the 7-day notice of every order whose files are due within a week (once: the row's notice_sent_at is claimed in
 * the e-mail's transaction), and deletes the files of every order whose date has come. Idempotent.
 */
export async function runFileRetention(deps: RetentionDeps): Promise<RetentionResult> {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const resumed = await finishUnfinishedPurges({ db, storage: deps.storage, now });
  const retentionDays = await readRetentionDays(db);
  const closedAt = closedAtExpression();
  const batchSize = deps.batchSize ?? RETENTION_BATCH;
  const noticed: number[] = [];
  const purged: number[] = [];
  // Closed orders whose files are still here and whose notice date has come (a purge is always after its notice), a
  // batch at a time in id order: an installation with years of orders has hundreds of thousands due on its first run.
  for (let after = 0; ;) {
    const candidates = await db
      .select({ id: orders.id, status: orders.status, closedAt, noticeSentAt: orderFileRetention.noticeSentAt })
      .from(orders)
      .leftJoin(orderFileRetention, eq(orderFileRetention.orderId, orders.id))
      .where(
        and(
          gt(orders.id, after),
          inArray(orders.status, [...CLOSED_ORDER_STATUSES]),
          isNull(orderFileRetention.purgeStartedAt),
          sql`${closedAt} <= ${noticeCutoff(now(), retentionDays).toISOString()}::timestamptz`,
        ),
      )
      .orderBy(orders.id)
      .limit(batchSize);
    for (const candidate of candidates) {
      const dates = retentionDates({
        closedAt: new Date(candidate.closedAt),
        retentionDays,
        noticeSentAt: candidate.noticeSentAt,
        now: now(),
      });
      if (!candidate.noticeSentAt) {
        if (await sendNotice(deps, candidate.id, retentionDays, now)) noticed.push(candidate.id);
      } else if (dates.purgeDueAt && dates.purgeDueAt.getTime() <= now().getTime()) {
        if (await purgeOrder(deps, candidate.id, now)) purged.push(candidate.id);
      }
    }
    if (candidates.length < batchSize) break;
    after = candidates[candidates.length - 1]!.id;
  }
  return { resumed, noticed, purged };
}

/** Claims the notice under the order's row lock and queues the e-mail in the same transaction; false when already sent or nothing to delete. */
async function sendNotice(
  deps: RetentionDeps,
  orderId: number,
  retentionDays: number,
  now: () => Date,
): Promise<boolean> {
  const mailIds = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ order: orders, user: users })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId))
      .for("update", { of: orders })
      .limit(1);
    if (!row || !isClosedStatus(row.order.status as OrderStatus)) return null;
    const files = await listCustomerFiles(tx, orderId);
    const sentAt = now();
    if (files.length === 0) {
      // Nothing stored (an order cancelled before any upload): recorded as purged, silently, so it is not looked at again.
      await tx
        .insert(orderFileRetention)
        .values({
          orderId,
          purgeReason: "retention",
          purgeStartedAt: sentAt,
          purgeCompletedAt: sentAt,
          purgedFiles: [],
        })
        .onConflictDoNothing();
      return null;
    }
    const claimed = await tx
      .insert(orderFileRetention)
      .values({ orderId, noticeSentAt: sentAt })
      .onConflictDoUpdate({
        target: orderFileRetention.orderId,
        set: { noticeSentAt: sentAt },
        where: isNull(orderFileRetention.noticeSentAt),
      })
      .returning({ orderId: orderFileRetention.orderId });
    if (claimed.length === 0) return null;
    const [closed] = await tx.select({ at: closedAtExpression() }).from(orders).where(eq(orders.id, orderId));
    const { purgeDueAt } = retentionDates({
      closedAt: new Date(closed!.at),
      retentionDays,
      noticeSentAt: sentAt,
      now: sentAt,
    });
    const message = retentionNoticeEmail({
      to: row.user.email,
      firstName: row.user.firstName,
      orderId,
      deleteOn: purgeDueAt!,
      completed: row.order.status === "completed",
      publicUrl: deps.publicUrl,
      language: row.user.language,
      followPath: await orderFollowPath(tx, orderId),
    });
    return [await deps.mailer.queue(tx, message)];
  });
  if (!mailIds) return false;
  await deps.mailer.dispatch(mailIds);
  return true;
}

async function purgeOrder(deps: RetentionDeps, orderId: number, now: () => Date): Promise<boolean> {
  const started = await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for("update")
      .limit(1);
    if (!order || !isClosedStatus(order.status as OrderStatus)) return false;
    return markPurgeIntent(tx, { orderId, reason: "retention", requestedBy: null, now: now() });
  });
  if (!started) return false;
  await finishPurge({ db: deps.db, storage: deps.storage, orderId, now });
  return true;
}
