import { and, eq } from "drizzle-orm";
import type { OrderStatus } from "../../shared/enums";
import { certifyOrder } from "../certificates/certify-order";
import type { Database } from "../db/client";
import { orders } from "../db/schema/orders";
import { payments } from "../db/schema/payments";
import { users } from "../db/schema/users";
import { badRequest } from "../http/app-error";
import { findOrderCompletionRefusal } from "../jobs/order-completion";
import type { Mailer } from "../mail/mailer";
import { changeOrderStatus } from "../orders/change-order-status";
import { readSwitch } from "../settings/read-settings";
import type { FileStorage } from "../storage/file-storage";
import { approveOverdueDrafts } from "../review/approve-overdue-drafts";
import { orderStatusEmail } from "./order-status-email";
import { deliveryNote, overrideNote } from "./order-status-moves";

/**
 * An admin sets an order's status. Any of the four is allowed (spec 2.7); a move outside the normal flow is
 * recorded with an "Admin override" note. Same status: nothing happens, no e-mail.
 * Completing an order with documents needs its translator's job Completed, a translation of every document and
 * the customer's approval of the draft (issue 9);
 * for certified and premium orders the certificates are generated in the same transaction (if that fails,
 * nothing changes and the stored PDFs are removed again).
 * The customer is e-mailed after the commit when the setting order_status_emails is on.
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
}) {
  const { db, orderId, status } = options;
  const storedKeys: string[] = [];
  // A draft left unanswered for 5 days counts as approved (issue 9) before the completion check below.
  if (status === "completed") await approveOverdueDrafts({ db, orderIds: [orderId] });
  const { order, from } = await db
    .transaction(async (tx) => {
      // Locked here already (changeOrderStatus locks again in the same transaction), so the note is
      // written against the status that is actually replaced.
      const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update").limit(1);
      const [paid] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, "paid")))
        .limit(1);
      let note = current ? overrideNote({ from: current.status, to: status, paid: Boolean(paid), note: options.note }) : options.note;
      if (current && status === "completed" && current.status !== "completed") {
        const refusal = await findOrderCompletionRefusal(tx, orderId);
        if (refusal) throw badRequest(refusal);
        const certified = await certifyOrder({ tx, storage: options.storage, order: current, storedKeys, publicUrl: options.publicUrl });
        note = deliveryNote(note, certified);
      }
      return changeOrderStatus(tx, { orderId, to: status, changedBy: options.adminId, note });
    })
    .catch(async (error: unknown) => {
      await Promise.all(storedKeys.map((key) => options.storage.delete(key).catch(() => undefined)));
      throw error;
    });

  if (from !== null && (await readSwitch(db, "order_status_emails"))) {
    const [customer] = await db.select().from(users).where(eq(users.id, order.userId)).limit(1);
    if (customer) {
      const message = orderStatusEmail({ to: customer.email, firstName: customer.firstName, orderId, status, dashboardUrl: options.publicUrl });
      await options.mailer.send(message);
    }
  }
  return { order, changed: from !== null };
}
