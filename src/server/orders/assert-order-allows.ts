import { type OrderAction, type OrderState, type OrderStateFor, orderRefusal } from "../../shared/order-capabilities";
import type { Executor } from "../db/client";
import { badRequest, conflict, english } from "../http/app-error";
import { orderHasPaidPayment } from "../payments/load-checkout-facts";

/**
 * Refuses an action the order's state does not allow, with the capability table's message and status
 * (src/shared/order-capabilities.ts): the one "may this order still …?" check of every route.
 */
export function assertOrderAllows<A extends OrderAction>(order: OrderStateFor<A>, action: A): void {
  const refusal = orderRefusal(order, action);
  if (refusal)
    throw refusal.httpStatus === 409 ? conflict(english(refusal.message)) : badRequest(english(refusal.message));
}

/** The order's state as the table judges it: its status, and whether a payment of it is recorded as paid. */
export async function loadOrderState(
  db: Executor,
  order: { id: number; status: OrderState["status"] },
): Promise<OrderState> {
  return { status: order.status, paid: await orderHasPaidPayment(db, order.id) };
}
