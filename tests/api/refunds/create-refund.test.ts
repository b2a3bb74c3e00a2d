import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderStatusHistory, orders } from "../../../src/server/db/schema/orders";
import { payments } from "../../../src/server/db/schema/payments";
import { refunds } from "../../../src/server/db/schema/refunds";
import type { RefundInput } from "../../../src/server/payments/payment-provider";
import { createTestPaymentProvider } from "../../../src/server/payments/test-payment-provider";
import type { OrderDetailDto } from "../../../src/shared/schemas/order-detail";
import type { PaymentHistoryPage } from "../../../src/shared/schemas/payments";
import type { AdminOrderDetailWithRefunds, CreateRefundResponse } from "../../../src/shared/schemas/refunds";
import { createOrderFor } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import { createPaidOrder, postRefund } from "./refund-fixtures";

const refundCalls: RefundInput[] = [];
const base = createTestPaymentProvider();
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({
    payments: { ...base, refund: async (input) => (refundCalls.push(input), base.refund(input)) },
  });
  admin = await verifiedAdminCookie(t);
});
afterAll(async () => t.close());

const refund = (orderId: number | string, payload: object) => postRefund(t, admin, orderId, payload);
const refundRows = (orderId: number) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const orderRow = async (orderId: number) => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

describe("POST /api/admin/orders/:orderId/refunds", () => {
  it("refunds the whole payment, cancels the order and e-mails the customer", async () => {
    const { customer, orderId, payment } = await createPaidOrder(t);
    const response = await refund(orderId, { amount: 150, reason: "Customer changed their mind", cancelOrder: true });
    expect(response.statusCode).toBe(201);
    const body = response.json<CreateRefundResponse>();
    expect(body.refund).toMatchObject({
      paymentId: payment.id,
      orderId,
      amount: 150,
      reason: "Customer changed their mind",
      status: "succeeded",
      createdByUsername: "admin",
    });
    expect(body.order).toMatchObject({
      status: "cancelled",
      refundableAmount: 0,
      payments: [{ id: payment.id, status: "refunded", refundedAmount: 150, refundableAmount: 0 }],
    });
    expect(body.order.refunds).toHaveLength(1);

    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
    expect(history.at(-1)).toMatchObject({
      fromStatus: "processing",
      toStatus: "cancelled",
      note: "Refunded $150.00: Customer changed their mind",
    });
    expect(refundCalls.at(-1)).toMatchObject({
      paymentIntentId: payment.stripePaymentId,
      amountCents: 15000,
      idempotencyKey: `refund-${payment.id}-15000-0`,
    });

    const [mail] = await t.mailer.listOutbox({ to: customer.user.email, limit: 1 });
    expect(mail!.subject).toBe(`Refund of $150.00 for your order #${orderId}`);
    for (const line of [
      "Your order has been cancelled.",
      "Refund: $150.00 to the card you paid with.",
      "Reason: Customer changed their mind",
      "within 5–10 business days",
    ]) {
      expect(mail!.text).toContain(line);
    }

    const detail = (
      await t.app.inject({ method: "GET", url: `/api/orders/${orderId}`, headers: { cookie: customer.cookie } })
    ).json<OrderDetailDto>();
    expect(detail.status).toBe("cancelled");
    expect(detail.payments).toMatchObject([
      { status: "refunded", amount: 150, refundedAmount: 150, refundableAmount: 0 },
    ]);
    expect(detail.refunds).toMatchObject([{ amount: 150, reason: "Customer changed their mind", status: "succeeded" }]);
    expect(detail.refunds[0]).not.toHaveProperty("createdBy");
    const history2 = (
      await t.app.inject({ method: "GET", url: "/api/payments", headers: { cookie: customer.cookie } })
    ).json<PaymentHistoryPage>().items;
    expect(history2).toMatchObject([{ id: payment.id, status: "refunded", refundedAmount: 150 }]);
  });

  it("refunds in parts: the payment stays paid until the refunds add up to it, and never beyond", async () => {
    const { orderId, payment } = await createPaidOrder(t);
    const first = await refund(orderId, { amount: "40.00", reason: "Rush fee not used" });
    expect(first.statusCode).toBe(201);
    expect(first.json<CreateRefundResponse>().order).toMatchObject({
      status: "processing",
      refundableAmount: 110,
      payments: [{ status: "paid", refundedAmount: 40, refundableAmount: 110 }],
    });

    const tooMuch = await refund(orderId, { amount: 110.01, reason: "More" });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      message: "Refund amount exceeds the amount paid ($110.00 refundable)",
      refundableAmount: 110,
    });

    const rest = await refund(orderId, { amount: 110, reason: "The rest" });
    expect(rest.statusCode).toBe(201);
    expect(refundCalls.at(-1)!.idempotencyKey).toBe(`refund-${payment.id}-11000-1`);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.status).toBe("refunded");
    expect((await orderRow(orderId)).status).toBe("processing");

    const nothingLeft = await refund(orderId, { amount: 0.01, reason: "One cent" });
    expect(nothingLeft.json().message).toBe("Refund amount exceeds the amount paid ($0.00 refundable)");
    expect((await refundRows(orderId)).map((r) => r.amountCents)).toEqual([4000, 11000]);
  });

  it("never lets two refunds at the same moment pass the amount paid", async () => {
    const { orderId } = await createPaidOrder(t);
    const answers = await Promise.all([
      refund(orderId, { amount: 100, reason: "A" }),
      refund(orderId, { amount: 100, reason: "B" }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)!.json().message).toBe(
      "Refund amount exceeds the amount paid ($50.00 refundable)",
    );
    expect(await refundRows(orderId)).toHaveLength(1);

    const three = await Promise.all([20, 20, 20].map((amount, i) => refund(orderId, { amount, reason: `Part ${i}` })));
    expect(three.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 400]);
    const total = (await refundRows(orderId)).reduce((sum, row) => sum + row.amountCents, 0);
    expect(total).toBe(14000);
  });

  it("records nothing and answers 502 when the provider refuses", async () => {
    const { customer, orderId, payment } = await createPaidOrder(t);
    const mailsBefore = (await t.mailer.listOutbox({ to: customer.user.email })).length;
    const response = await refund(orderId, { amount: 10.13, reason: "Simulated failure", cancelOrder: true });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      "The payment provider refused the refund: The test provider refuses refunds ending in .13 (simulated failure).",
    );
    expect(await refundRows(orderId)).toHaveLength(0);
    expect((await orderRow(orderId)).status).toBe("processing");
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.status).toBe("paid");
    expect(await t.mailer.listOutbox({ to: customer.user.email })).toHaveLength(mailsBefore);
  });

  it("refunds a charge that did not match the order total (recorded as failed, but charged)", async () => {
    const { user } = await t.registerCustomer();
    const order = await createOrderFor(t, (await t.login(user.username, "secret-pass-1")).cookie);
    await t.db.update(orders).set({ status: "processing" }).where(eq(orders.id, order.id));
    await t.db.insert(payments).values({
      orderId: order.id,
      amountCents: 9900,
      status: "failed",
      provider: "test",
      stripePaymentId: `pi_test_mismatch_${order.id}`,
      metadata: { failureCode: "amount_mismatch", failureMessage: "The amount charged did not match the order total." },
    });
    const response = await refund(order.id, { amount: 99, reason: "Charged the wrong amount" });
    expect(response.statusCode).toBe(201);
    expect(response.json<CreateRefundResponse>().order.payments).toMatchObject([
      { status: "refunded", refundedAmount: 99 },
    ]);
  });

  it("answers 400 for an order without a payment, 404 for a missing order", async () => {
    const { cookie } = await t.registerCustomer();
    const pending = await createOrderFor(t, cookie);
    const none = await refund(pending.id, { amount: 10, reason: "Nothing" });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("This order has no payment to refund");
    const missing = await refund(999999, { amount: 10, reason: "Nothing" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Order not found");
    expect((await refund("abc", { amount: 10, reason: "x" })).json().message).toBe("Invalid order id");
  });

  it.each([
    [{ reason: "x" }, "Please enter a refund amount"],
    [{ amount: "ten", reason: "x" }, "Please enter a refund amount"],
    [{ amount: 0, reason: "x" }, "Refund amount must be greater than zero"],
    [{ amount: -5, reason: "x" }, "Refund amount must be greater than zero"],
    [{ amount: 1.234, reason: "x" }, "Refund amount can have at most 2 decimal places"],
    [{ amount: 5 }, "Please give a reason for the refund"],
    [{ amount: 5, reason: "   " }, "Please give a reason for the refund"],
    [{ amount: 5, reason: "x".repeat(501) }, "Reason must be at most 500 characters"],
  ])("answers 400 for %o", async (payload, message) => {
    const { orderId } = await createPaidOrder(t);
    const response = await refund(orderId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("is for verified admins only: 401 for visitors, 403 for customers, even on their own order", async () => {
    const { customer, orderId } = await createPaidOrder(t);
    expect((await postRefund(t, undefined, orderId, { amount: 1, reason: "x" })).statusCode).toBe(401);
    const asCustomer = await postRefund(t, customer.cookie, orderId, { amount: 1, reason: "x" });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().message).toBe("Admin access required");
    expect(await refundRows(orderId)).toHaveLength(0);
  });

  it("lists the refunds with their admin in the admin order detail", async () => {
    const { orderId } = await createPaidOrder(t);
    await refund(orderId, { amount: 25.5, reason: "Goodwill" });
    const detail = (
      await t.app.inject({ method: "GET", url: `/api/admin/orders/${orderId}`, headers: { cookie: admin } })
    ).json<AdminOrderDetailWithRefunds>();
    expect(detail.refundableAmount).toBe(124.5);
    expect(detail.refunds).toMatchObject([
      { amount: 25.5, reason: "Goodwill", createdByUsername: "admin", status: "succeeded" },
    ]);
    expect(detail.cancellationRequest).toBeNull();
  });
});
