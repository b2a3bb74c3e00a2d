import type { OrderStatus, PaymentStatus, ServiceType } from "../../../src/shared/enums";
import { dollarsToCents } from "../../../src/shared/money";
import { orders } from "../../../src/server/db/schema/orders";
import { payments } from "../../../src/server/db/schema/payments";
import type { TestApp } from "../../support/test-app";

/** An order written straight to the database, as if the customer had placed it. */
export async function insertOrder(
  t: TestApp,
  values: { userId: number; status?: OrderStatus; serviceType?: ServiceType; totalPrice?: number; createdAt?: Date },
) {
  const [order] = await t.db
    .insert(orders)
    .values({
      userId: values.userId,
      status: values.status ?? "pending",
      serviceType: values.serviceType ?? "certified",
      translationDirection: "tr-en",
      wordCount: 400,
      totalCents: dollarsToCents(values.totalPrice ?? 60),
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning();
  return order!;
}

export async function insertPayment(t: TestApp, values: { orderId: number; amount: number; status?: PaymentStatus }) {
  const [payment] = await t.db
    .insert(payments)
    .values({
      orderId: values.orderId,
      amountCents: dollarsToCents(values.amount),
      status: values.status ?? "paid",
      paymentMethod: "card",
    })
    .returning();
  return payment!;
}
