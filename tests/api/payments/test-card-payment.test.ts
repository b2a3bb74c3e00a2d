import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderStatusHistory, orders } from "../../../src/server/db/schema/orders";
import { payments } from "../../../src/server/db/schema/payments";
import { settings } from "../../../src/server/db/schema/settings";
import { SHIPPING_ADDRESS, TEST_CARD, createPayableOrder, payOrder } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const confirm = (payload: object) => t.app.inject({ method: "POST", url: "/api/test-payments/confirm", payload });
const paymentsOf = (orderId: number) => t.db.select().from(payments).where(eq(payments.orderId, orderId));
/** The customer's payment e-mails (sign-up also sends an e-mail verification, docs/security.md). */
const receiptsTo = async (email: string) =>
  (await t.mailer.listOutbox({ to: email })).filter((mail) => mail.subject.startsWith("Payment receipt"));

describe("paying with the test provider", () => {
  it("moves the order to processing, records one paid payment and e-mails one receipt", async () => {
    const { user, cookie } = await t.registerCustomer();
    const order = await createPayableOrder(t, cookie, {
      isRush: true,
      isPhysicalDelivery: true,
      shippingAddress: SHIPPING_ADDRESS,
    });
    const { clientSecret, confirm: response } = await payOrder(t, cookie, order.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "succeeded", paymentIntentId: clientSecret.split("_secret_")[0] });

    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe("processing");
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.at(-1)).toMatchObject({
      fromStatus: "pending",
      toStatus: "processing",
      changedBy: null,
      note: "Payment received",
    });
    expect(await paymentsOf(order.id)).toMatchObject([
      {
        status: "paid",
        amountCents: 24000,
        provider: "test",
        paymentMethod: "card",
        metadata: { cardBrand: "visa", cardLast4: "4242" },
      },
    ]);

    const mail = await receiptsTo(user.email);
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe(`Payment receipt for order #${order.id} - Bosphorus Translate`);
    for (const line of [
      `Order: #${order.id}`,
      "Other document: 1,000 words × $0.15 (Certified): $150.00",
      "Rush service (+50% of translation): $75.00",
      "Physical delivery: $15.00",
      "Total paid: $240.00 USD",
      "Paid with: Visa ending in 4242",
    ])
      expect(mail[0].text).toContain(line);

    // The same confirmation again (as a redelivered event) changes nothing.
    const repeat = await confirm({ clientSecret, ...TEST_CARD });
    expect(repeat.statusCode).toBe(200);
    expect(await paymentsOf(order.id)).toHaveLength(1);
    expect(await receiptsTo(user.email)).toHaveLength(1);
    expect(await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id))).toHaveLength(
      history.length,
    );
  });

  it("tells the agency about the paid order, and skips the receipt when receipts are switched off", async () => {
    await t.db.update(settings).set({ value: "false" }).where(eq(settings.key, "payment_receipt_emails"));
    try {
      const { user, cookie } = await t.registerCustomer();
      const order = await createPayableOrder(t, cookie);
      expect((await payOrder(t, cookie, order.id)).confirm.statusCode).toBe(200);
      expect(await receiptsTo(user.email)).toHaveLength(0);
      const [notice] = await t.mailer.listOutbox({ to: "orders@bosphorustranslate.com" });
      expect(notice.subject).toBe(`New paid order #${order.id}: $150.00`);
      expect(notice.text).toContain(`Customer: Mehmet Kaya <${user.email}>`);
    } finally {
      await t.db.update(settings).set({ value: "true" }).where(eq(settings.key, "payment_receipt_emails"));
    }
  });

  it.each([
    ["4000000000000002", "Your card was declined."],
    ["4000000000009995", "Your card has insufficient funds."],
    ["4000000000000069", "Your card has expired."],
    ["4000000000000127", "Your card's security code is incorrect."],
    ["4242424242424241", "Your card number is incorrect."],
  ])(
    "declines card %s with 402 '%s', records the attempt and leaves the order pending",
    async (cardNumber, message) => {
      const { cookie } = await t.registerCustomer();
      const order = await createPayableOrder(t, cookie);
      const { confirm: response } = await payOrder(t, cookie, order.id, { cardNumber });
      expect(response.statusCode).toBe(402);
      expect(response.json().message).toBe(message);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row.status).toBe("pending");
      const failed = (await paymentsOf(order.id)).filter((payment) => payment.status === "failed");
      expect(failed).toMatchObject([{ amountCents: 15000, metadata: { failureMessage: message } }]);
    },
  );

  it("lets the customer retry with another card after a decline", async () => {
    const { cookie } = await t.registerCustomer();
    const order = await createPayableOrder(t, cookie);
    const { clientSecret } = await payOrder(t, cookie, order.id, { cardNumber: "4000000000000002" });
    const retry = await confirm({ clientSecret, ...TEST_CARD });
    expect(retry.statusCode).toBe(200);
    const rows = await paymentsOf(order.id);
    expect(rows.map((payment) => payment.status).sort()).toEqual(["failed", "paid"]);
  });

  it.each([
    [{ expiry: "01/20" }, "Your card's expiration date is in the past."],
    [{ expiry: "13/30" }, "Your card's expiration date is incomplete."],
    [{ cvc: "12" }, "Your card's security code is incomplete."],
    [{ cardNumber: "4242" }, "Your card number is incomplete."],
  ])("answers 400 for an incomplete card form %o", async (card, message) => {
    const { cookie } = await t.registerCustomer();
    const order = await createPayableOrder(t, cookie);
    const { confirm: response } = await payOrder(t, cookie, order.id, card);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await paymentsOf(order.id)).filter((payment) => payment.status !== "pending")).toHaveLength(0);
  });

  it("answers 404 for an unknown or forged client secret", async () => {
    const { cookie } = await t.registerCustomer();
    const order = await createPayableOrder(t, cookie);
    const { clientSecret } = await payOrder(t, cookie, order.id, { cvc: "1" });
    for (const secret of ["pi_test_nope_secret_nope", `${clientSecret.split("_secret_")[0]}_secret_forged`]) {
      const response = await confirm({ clientSecret: secret, ...TEST_CARD });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("Payment not found");
    }
  });

  it("refuses to charge an intent whose amount no longer matches the order total, before money moves", async () => {
    const { cookie } = await t.registerCustomer();
    const order = await createPayableOrder(t, cookie);
    const intent = await t.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      headers: { cookie },
      payload: { orderId: order.id },
    });
    await t.db.update(orders).set({ totalCents: 15100 }).where(eq(orders.id, order.id));
    const response = await confirm({ clientSecret: intent.json().clientSecret, ...TEST_CARD });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "Your order changed since this checkout was opened. Please review the new total and pay again.",
    );
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe("pending");
    // Not charged, and not labelled "Failed": the stale checkout is cancelled and stays out of Payment History.
    expect(await paymentsOf(order.id)).toMatchObject([
      { status: "pending", amountCents: 15000, metadata: { cancelReason: "order_changed" } },
    ]);
  });
});
