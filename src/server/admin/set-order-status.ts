import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { OrderStatus } from "../../shared/enums";
import type { Database } from "../db/client";
import { users } from "../db/schema/users";
import { notifyClosedJob } from "../jobs/notify-closed-job";
import type { Mailer } from "../mail/mailer";
import { changeOrderStatus } from "../orders/change-order-status";
import { completeOrderInTransaction } from "../orders/complete-order";
import { readSwitch } from "../settings/read-settings";
import type { FileStorage } from "../storage/file-storage";
import { approveOverdueDrafts } from "../review/approve-overdue-drafts";
import { orderStatusEmail } from "./order-status-email";

/**
 * PUT /api/admin/orders/:orderId/status. The transition table (shared/order-transitions.ts) decides like for
 * everyone else; `force` with a reason is the admin's explicit override, written into the history. Same status:
 * nothing happens, no e-mail. Completing issues the certificates in the same transaction (if that fails, nothing
 * changes and the stored PDFs are removed again). After the commit: the customer's e-mail (setting
 * order_status_emails) and, when a cancellation closed a job, the translator's.
 */
export async function setOrderStatus(options: {
  db: Database;
  mailer: Mailer;
  storage: FileStorage;
  publicUrl: string;
  orderId: number;
  status: OrderStatus;
  adminId: number;
  note?: string;
  force?: { reason: string };
  log?: FastifyBaseLogger;
}) {
  const { db, orderId, status, adminId, note, force } = options;
  const storedKeys: string[] = [];
  // A draft left unanswered for 5 days counts as approved (and that completes the order by itself).
  if (status === "completed") await approveOverdueDrafts({ db, storage: options.storage, mailer: options.mailer, publicUrl: options.publicUrl, orderIds: [orderId] });
  const { order, from, closedJob } = await db
    .transaction(async (tx) => {
      if (status === "completed") return completeOrderInTransaction(tx, { storage: options.storage, publicUrl: options.publicUrl, orderId, actor: "admin", changedBy: adminId, note, force, storedKeys });
      return changeOrderStatus(tx, { orderId, to: status, actor: "admin", changedBy: adminId, note, force });
    })
    .catch(async (error: unknown) => {
      await Promise.all(storedKeys.map((key) => options.storage.delete(key).catch(() => undefined)));
      throw error;
    });

  await notifyClosedJob(options.mailer, closedJob, options.log);
  if (from !== null && (await readSwitch(db, "order_status_emails"))) {
    const [customer] = await db.select().from(users).where(eq(users.id, order.userId)).limit(1);
    if (customer) {
      const message = orderStatusEmail({ to: customer.email, firstName: customer.firstName, orderId, status, dashboardUrl: options.publicUrl });
      await options.mailer.send(message);
    }
  }
  return { order, changed: from !== null };
}
