import { eq } from "drizzle-orm";
import { orderFollowPath } from "../order-link-signing/order-follow-path";
import type { FastifyBaseLogger } from "fastify";
import type { OrderStatus } from "../../shared/enums";
import type { Database } from "../db/client";
import { users } from "../db/schema/users";
import { queueClosedJobNotice } from "../jobs/notify-closed-job";
import type { Mailer } from "../mail/mailer";
import { ordersCompleted } from "../observability/metrics";
import { changeOrderStatus } from "../orders/change-order-status";
import { completeOrderInTransaction, withPreparedCertificates } from "../orders/complete-order";
import { readSwitch } from "../settings/read-settings";
import type { FileStorage } from "../storage/file-storage";
import { approveOverdueDrafts } from "../review/approve-overdue-drafts";
import { orderStatusEmail } from "./order-status-email";

/**
 * PUT /api/admin/orders/:orderId/status. The transition table (shared/order-transitions.ts) decides like for
 * everyone else; `force` with a reason is the admin's explicit override, written into the history. Same status:
 * nothing happens, no e-mail. Completing issues the certificates: their PDFs are made before the transaction and
 * recorded in it (if that fails, nothing changes and the stored PDFs are removed again). In the same transaction: the customer's e-mail (setting
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
  // A draft left unanswered for 5 days counts as approved (and that completes the order by itself). The job would
  // approve it within minutes; applying it here (a PUT, a write anyway) spares the admin a refusal in between.
  if (status === "completed")
    await approveOverdueDrafts({
      db,
      storage: options.storage,
      mailer: options.mailer,
      publicUrl: options.publicUrl,
      orderIds: [orderId],
    });
  const mail: number[] = [];
  const { order, from } = await withPreparedCertificates(
    { db, storage: options.storage, publicUrl: options.publicUrl, orderId, prepare: status === "completed" },
    (prepared) =>
      db.transaction(async (tx) => {
        mail.length = 0; // a second attempt (withPreparedCertificates) queues its own
        const changed =
          status === "completed"
            ? await completeOrderInTransaction(tx, {
                orderId,
                actor: "admin",
                changedBy: adminId,
                note,
                force,
                prepared,
              })
            : await changeOrderStatus(tx, { orderId, to: status, actor: "admin", changedBy: adminId, note, force });
        mail.push(...(await queueClosedJobNotice(tx, options.mailer, changed.closedJob)));
        if (changed.from !== null && (await readSwitch(tx, "order_status_emails"))) {
          const [customer] = await tx.select().from(users).where(eq(users.id, changed.order.userId)).limit(1);
          if (customer)
            mail.push(
              await options.mailer.queue(
                tx,
                orderStatusEmail({
                  to: customer.email,
                  firstName: customer.firstName,
                  orderId,
                  status,
                  dashboardUrl: options.publicUrl,
                  language: customer.language,
                  followPath: await orderFollowPath(tx, orderId),
                }),
              ),
            );
        }
        return changed;
      }),
  );
  // Committed: an order that became completed (not one already completed) is counted.
  if (status === "completed" && from !== null) ordersCompleted.inc();
  await options.mailer.dispatch(mail);
  return { order, changed: from !== null };
}
