import { desc, eq } from "drizzle-orm";
import type { OrderActor } from "../../shared/order-transitions";
import { certifyOrder } from "../certificates/certify-order";
import type { Executor } from "../db/client";
import { orderStatusHistory, orders } from "../db/schema/orders";
import { notFound } from "../http/app-error";
import type { FileStorage } from "../storage/file-storage";
import { changeOrderStatus } from "./change-order-status";
import { deliveryNote } from "./delivery-note";
import { addDeliveredSegmentsToMemory } from "../translation-memory/add-delivered-segments";

/**
 * Completes an order in the caller's transaction: the transition table decides (job completed, every document
 * translated, draft approved — or an admin's forced move), then the certificates are issued. The caller removes
 * `storedKeys` if its transaction fails. The one path to "completed", for the admin and for the approval.
 */
export async function completeOrderInTransaction(
  tx: Executor,
  options: {
    storage: FileStorage;
    publicUrl?: string;
    orderId: number;
    actor: OrderActor;
    changedBy: number | null;
    note?: string;
    force?: { reason: string };
    storedKeys: string[];
  },
) {
  const [current] = await tx.select().from(orders).where(eq(orders.id, options.orderId)).for("update").limit(1);
  if (!current) throw notFound("ORDER_NOT_FOUND");
  if (current.status === "completed") return { order: current, from: null, closedJob: null };
  // Checked before the certificates are rendered: a refused move writes no file.
  const change = await changeOrderStatus(tx, {
    orderId: options.orderId,
    to: "completed",
    actor: options.actor,
    changedBy: options.changedBy,
    note: options.note,
    force: options.force,
  });
  // The delivered translation's confirmed segments feed the agency's memory, in the completion's transaction.
  await addDeliveredSegmentsToMemory(tx, { orderId: options.orderId });
  const certified = await certifyOrder({
    tx,
    storage: options.storage,
    order: current,
    storedKeys: options.storedKeys,
    publicUrl: options.publicUrl,
  });
  if (certified > 0) {
    // The history line just written says which certificates came with the completion.
    const [entry] = await tx
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, options.orderId))
      .orderBy(desc(orderStatusHistory.id))
      .limit(1);
    if (entry)
      await tx
        .update(orderStatusHistory)
        .set({ note: deliveryNote(entry.note ?? undefined, certified) })
        .where(eq(orderStatusHistory.id, entry.id));
  }
  return change;
}
