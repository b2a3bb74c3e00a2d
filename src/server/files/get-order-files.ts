import { eq } from "drizzle-orm";
import { isClosedStatus, retentionDates } from "../../shared/file-retention";
import type { OrderFilesDto } from "../../shared/schemas/files";
import type { Executor } from "../db/client";
import { orderFileRetention } from "../db/schema/files";
import { orders } from "../db/schema/orders";
import { getOrderOrThrow, type OrderScope } from "../orders/get-order-or-throw";
import { listCustomerFiles } from "./customer-files";
import { closedAtExpression, readRetentionDays } from "./run-file-retention";

/** An order's files as its page shows them: kept until when, or deleted when (and what), and whether the customer may delete them now. */
export async function getOrderFiles(
  options: OrderScope & { db: Executor; orderId: number; now?: Date },
): Promise<OrderFilesDto> {
  const { db, orderId } = options;
  const order = await getOrderOrThrow(options);
  const now = options.now ?? new Date();
  const [[retention], [closed], retentionDays] = await Promise.all([
    db.select().from(orderFileRetention).where(eq(orderFileRetention.orderId, orderId)).limit(1),
    db.select({ at: closedAtExpression() }).from(orders).where(eq(orders.id, orderId)),
    readRetentionDays(db),
  ]);
  const closedAt = isClosedStatus(order.status) && closed ? new Date(closed.at) : null;
  const deletedAt = retention?.purgeStartedAt ?? null;
  const fileCount = deletedAt ? 0 : (await listCustomerFiles(db, orderId)).length;
  const { plannedPurgeAt } = retentionDates({
    closedAt,
    retentionDays,
    noticeSentAt: retention?.noticeSentAt ?? null,
    now,
  });
  return {
    orderId,
    status: order.status,
    retentionDays,
    closedAt: closedAt?.toISOString() ?? null,
    plannedDeletionAt: deletedAt || fileCount === 0 ? null : (plannedPurgeAt?.toISOString() ?? null),
    noticeSentAt: retention?.noticeSentAt?.toISOString() ?? null,
    deletedAt: deletedAt?.toISOString() ?? null,
    deletionReason: deletedAt ? (retention?.purgeReason ?? null) : null,
    deletedFiles: (retention?.purgedFiles ?? []).map((file) => ({ kind: file.kind, name: file.name })),
    fileCount,
    canDelete: closedAt !== null && !deletedAt && fileCount > 0,
  };
}
