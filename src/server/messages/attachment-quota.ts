import { and, eq, gte, sql, sum } from "drizzle-orm";
import { coded } from "../../shared/error-codes";
import type { Executor } from "../db/client";
import { orderMessageAttachments, orderMessages } from "../db/schema/messages";
import { AppError } from "../http/app-error";
import { readWholeNumber } from "../settings/read-settings";

const MB = 1024 * 1024;
/** The per-account window of the daily quota: the last 24 hours, whatever the time zone. */
export const QUOTA_DAY_MS = 24 * 60 * 60 * 1000;
/** Advisory-lock class for "this account's attachments are admitted one message at a time" (the sender's id as the key). */
const ATTACHMENT_QUOTA_LOCK = 16_037;

export type AttachmentQuotas = { orderMb: number; dailyMb: number };
export type AttachmentUsage = { orderBytes: number; dailyBytes: number };

/** The admin's quotas (Settings → Security): message attachments per order, and per account in 24 hours, in MB. */
export async function readAttachmentQuotas(db: Executor): Promise<AttachmentQuotas> {
  const [orderMb, dailyMb] = await Promise.all([
    readWholeNumber(db, "message_attachments_order_mb"),
    readWholeNumber(db, "message_attachments_daily_mb"),
  ]);
  return { orderMb, dailyMb };
}

/** Bytes already attached to the order's messages, and by the account in the last 24 hours (committed messages). */
export async function readAttachmentUsage(
  db: Executor,
  options: { orderId: number; userId: number; now: Date },
): Promise<AttachmentUsage> {
  const [[order], [daily]] = await Promise.all([
    db
      .select({ bytes: sum(orderMessageAttachments.fileSize) })
      .from(orderMessageAttachments)
      .where(eq(orderMessageAttachments.orderId, options.orderId)),
    db
      .select({ bytes: sum(orderMessageAttachments.fileSize) })
      .from(orderMessageAttachments)
      .innerJoin(orderMessages, eq(orderMessages.id, orderMessageAttachments.messageId))
      .where(
        and(
          eq(orderMessages.senderId, options.userId),
          gte(orderMessages.createdAt, new Date(options.now.getTime() - QUOTA_DAY_MS)),
        ),
      ),
  ]);
  return { orderBytes: Number(order?.bytes ?? 0), dailyBytes: Number(daily?.bytes ?? 0) };
}

/** The refusal of `adding` more bytes, or null: the order's quota first (it cannot reset), then the account's day. */
export function attachmentQuotaRefusal(
  quotas: AttachmentQuotas,
  usage: AttachmentUsage,
  adding: number,
): AppError | null {
  if (usage.orderBytes + adding > quotas.orderMb * MB)
    return new AppError(413, coded("THREAD_ORDER_QUOTA", { mb: quotas.orderMb }));
  if (usage.dailyBytes + adding > quotas.dailyMb * MB)
    return new AppError(413, coded("THREAD_DAILY_QUOTA", { mb: quotas.dailyMb }));
  return null;
}

/**
 * Takes the account's attachment lock for the transaction. With the thread's lock (one order) held first, parallel
 * messages are admitted one at a time, each counting what the others committed: the quotas hold under parallel posts.
 */
export async function lockAttachmentQuota(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ATTACHMENT_QUOTA_LOCK}, ${userId})`);
}
