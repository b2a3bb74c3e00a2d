import { centsToDollars } from "../../shared/money";
import { orderAllows } from "../../shared/order-capabilities";
import type { DocumentChangeResult } from "../../shared/schemas/documents";
import type { Executor } from "../db/client";
import type { OrderRow } from "./change-order-status";
import { orderHasPaidPayment } from "../payments/load-checkout-facts";
import { repriceOrder } from "./price-order";
import { toOrderWithItemsDto } from "./serialize-order";

type RecomputeOrderTotalsOptions = {
  tx: Executor;
  /** The order as locked (FOR UPDATE) by the caller before its documents or items changed. */
  order: OrderRow;
};

/**
 * After a pending order's documents or items change, per-word items bill what their documents really contain,
 * so the lines, total and delivery date are priced again and stored. The previous total lets the UI explain a
 * change; the caller cancels open checkouts when the total moved (payments/cancel-open-intents.ts).
 */
export async function recomputeOrderTotals({ tx, order }: RecomputeOrderTotalsOptions): Promise<DocumentChangeResult> {
  // Once paid, the stored lines are what was sold: only an admin changes them (the capability table's reprice row).
  const state = { status: order.status, paid: await orderHasPaidPayment(tx, order.id) };
  const updated = orderAllows(state, "reprice") ? await repriceOrder(tx, order) : order;
  return {
    order: await toOrderWithItemsDto(tx, updated),
    priceChanged: updated.totalCents !== order.totalCents,
    previousTotal: centsToDollars(order.totalCents),
    previousTotalCents: order.totalCents,
  };
}
