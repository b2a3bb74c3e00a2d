import { eq } from "drizzle-orm";
import { payments } from "../../../src/server/db/schema/payments";
import { createPayableOrder, payOrder } from "../../support/fixtures";
import type { TestApp } from "../../support/test-app";

/** A customer's certified order of 1000 words ($150.00), paid with the test card: processing, one paid payment. */
export async function createPaidOrder(t: TestApp) {
  const customer = await t.registerCustomer();
  const order = await createPayableOrder(t, customer.cookie);
  const { confirm } = await payOrder(t, customer.cookie, order.id);
  if (confirm.statusCode !== 200) throw new Error(`payment failed ${confirm.statusCode}: ${confirm.body}`);
  const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
  return { customer, orderId: order.id, payment: payment! };
}

/** POST /api/admin/orders/:orderId/refunds as the given session. */
export function postRefund(t: TestApp, cookie: string | undefined, orderId: number | string, payload: object) {
  return t.app.inject({
    method: "POST",
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: cookie ? { cookie } : {},
    payload,
  });
}
