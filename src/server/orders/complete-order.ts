import { desc, eq } from "drizzle-orm";
import type { OrderActor } from "../../shared/order-transitions";
import {
  prepareCertificates,
  recordCertificates,
  unusedKeys,
  type PreparedCertificates,
} from "../certificates/certify-order";
import type { Database, Executor } from "../db/client";
import { orderStatusHistory, orders } from "../db/schema/orders";
import { AppError, notFound } from "../http/app-error";
import type { FileStorage } from "../storage/file-storage";
import { changeOrderStatus } from "./change-order-status";
import { deliveryNote } from "./delivery-note";
import { addDeliveredSegmentsToMemory } from "../translation-memory/add-delivered-segments";

/**
 * Runs `work` (the caller's transaction that may complete the order) with the order's certified PDFs made BEFORE it
 * (issue 44 item 1: rendering while the order row is locked held the lock for seconds). After it, committed or not,
 * the stored PDFs no certificate row refers to are removed. When a translation changed between the two (409
 * CERTIFICATES_OUT_OF_DATE), the PDFs are made again and `work` runs once more.
 */
export async function withPreparedCertificates<T>(
  options: { db: Database; storage: FileStorage; publicUrl?: string; orderId: number; prepare?: boolean },
  work: (prepared: PreparedCertificates | undefined) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const prepared =
      options.prepare === false
        ? undefined
        : await prepareCertificates({
            db: options.db,
            storage: options.storage,
            orderId: options.orderId,
            publicUrl: options.publicUrl,
          });
    try {
      return await work(prepared);
    } catch (error) {
      if (attempt < 2 && error instanceof AppError && error.code === "CERTIFICATES_OUT_OF_DATE") continue;
      throw error;
    } finally {
      if (prepared) {
        // Unsure which were recorded (the look-up failed): keep them all; a delivered PDF must never go.
        const leftover = await unusedKeys(options.db, prepared).catch(() => []);
        await Promise.all(leftover.map((key) => options.storage.delete(key).catch(() => undefined)));
      }
    }
  }
}

/**
 * Completes an order in the caller's transaction: the transition table decides (job completed, every document
 * translated, draft approved — or an admin's forced move), then the certificates made before the transaction
 * (withPreparedCertificates) are recorded. The one path to "completed", for the admin and for the approval.
 */
export async function completeOrderInTransaction(
  tx: Executor,
  options: {
    orderId: number;
    actor: OrderActor;
    changedBy: number | null;
    note?: string;
    force?: { reason: string };
    prepared: PreparedCertificates | undefined;
  },
) {
  const [current] = await tx.select().from(orders).where(eq(orders.id, options.orderId)).for("update").limit(1);
  if (!current) throw notFound("ORDER_NOT_FOUND");
  if (current.status === "completed") return { order: current, from: null, closedJob: null };
  // Checked before the certificates are recorded: a refused move records none (their files are removed after).
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
  const certified = await recordCertificates(tx, current, options.prepared);
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
export type { PreparedCertificates };
