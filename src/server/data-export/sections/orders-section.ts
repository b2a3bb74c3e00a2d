import { asc, eq } from "drizzle-orm";
import { orders } from "../../db/schema/orders";
import { getOrderDetail } from "../../orders/get-order-detail";
import type { ExportSection } from "../export-sections";

/**
 * orders.json: every order exactly as the customer's order page reads it (GET /api/orders/:id): items, priced lines and
 * totals in cents, documents, payments, status history, timeline, drafts, fulfilment and cancellation request.
 */
export const ordersSection: ExportSection = {
  name: "orders",
  readme: "orders",
  async collect({ db, user }) {
    const ids = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, user.id))
      .orderBy(asc(orders.id));
    const details = [];
    // One order at a time: a job, not a request, and each detail is a handful of queries.
    for (const { id } of ids) details.push(await getOrderDetail({ db, orderId: id, userId: user.id }));
    return { json: details };
  },
};
