import { eq, inArray } from "drizzle-orm";
import type { Executor } from "../db/client";
import { orders } from "../db/schema/orders";
import { cancellationRequests } from "../db/schema/refunds";
import { revisionRequests } from "../db/schema/review";
import { customerOrderIds } from "./customer-order-ids";

/**
 * Account deletion's eraser for what the customer wrote on their orders (src/server/account-deletion/account-erasers.ts):
 * the shipping address (name and street), the reasons given for cancellation requests and the revision comments.
 * The orders themselves stay with their priced lines, statuses and history: payments, receipts and refunds refer to
 * them. An order in progress never gets here (find-orders-in-progress.ts), so no parcel still needs the address.
 */
export async function eraseOrderDetails(tx: Executor, subject: { userId: number }): Promise<string[]> {
  await tx
    .update(orders)
    .set({ shippingAddress: null, updatedAt: new Date() })
    .where(eq(orders.userId, subject.userId));
  await tx
    .update(cancellationRequests)
    .set({ reason: "" })
    .where(inArray(cancellationRequests.orderId, customerOrderIds(tx, subject.userId)));
  await tx.delete(revisionRequests).where(inArray(revisionRequests.orderId, customerOrderIds(tx, subject.userId)));
  return [];
}
