import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../../src/server/db/schema/orders";
import { payments } from "../../../src/server/db/schema/payments";
import {
  PNG_BYTES,
  SHIPPING_ADDRESS,
  createOrderFor,
  createPayableOrder,
  uploadDocument,
} from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await t.registerCustomer());
});
afterAll(async () => t.close());

const createIntent = (payload: unknown, headers: Record<string, string> = { cookie }) =>
  t.app.inject({ method: "POST", url: "/api/create-payment-intent", headers, payload: payload as object });

describe("POST /api/create-payment-intent", () => {
  it("charges the order total computed by the server: 1000 words certified, rush, physical = $240.00", async () => {
    const order = await createPayableOrder(t, cookie, {
      isRush: true,
      isPhysicalDelivery: true,
      shippingAddress: SHIPPING_ADDRESS,
    });
    expect(order).toMatchObject({ wordCount: 1000, totalPrice: 240 });
    const response = await createIntent({ orderId: order.id, amount: 1 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ amount: 240, provider: "test" });
    expect(body.clientSecret).toMatch(/^pi_test_[0-9a-f]+_secret_[0-9a-f]+$/);
    const intent = await t.payments.retrieve(body.clientSecret.split("_secret_")[0]);
    expect(intent).toMatchObject({ amountCents: 24000, currency: "usd", orderId: order.id });
  });

  it("reuses the open intent for the same order and amount, and opens a new one when the total changes", async () => {
    const order = await createPayableOrder(t, cookie);
    const first = (await createIntent({ orderId: order.id })).json();
    const again = (await createIntent({ orderId: String(order.id) })).json();
    expect(again.clientSecret).toBe(first.clientSecret);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, order.id))).toMatchObject([
      { status: "pending", amountCents: 15000 },
    ]);

    await uploadDocument(t, cookie, order.id, { name: "photo.png", bytes: PNG_BYTES }); // +250 words
    const changed = (await createIntent({ orderId: order.id })).json();
    expect(changed.amount).toBe(187.5);
    expect(changed.clientSecret).not.toBe(first.clientSecret);
  });

  it("requires at least one document", async () => {
    const order = await createOrderFor(t, cookie);
    const response = await createIntent({ orderId: order.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Please upload at least one document before paying");
  });

  it.each(["processing", "completed", "cancelled"] as const)("refuses a %s order", async (status) => {
    const order = await createPayableOrder(t, cookie);
    await t.db.update(orders).set({ status }).where(eq(orders.id, order.id));
    const response = await createIntent({ orderId: order.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Only pending orders can be paid", code: "ORDER_NOT_PENDING" });
  });

  it("refuses a second charge when an admin moved a paid order back to pending", async () => {
    const order = await createPayableOrder(t, cookie);
    const { clientSecret } = (await createIntent({ orderId: order.id })).json();
    const paid = await t.app.inject({
      method: "POST",
      url: "/api/test-payments/confirm",
      payload: { clientSecret, cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" },
    });
    expect(paid.statusCode).toBe(200);
    await t.db.update(orders).set({ status: "pending" }).where(eq(orders.id, order.id));

    const response = await createIntent({ orderId: order.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "This order has already been paid", code: "ORDER_ALREADY_PAID" });
  });

  it("answers 404 for another customer's order, 400 for a bad id and 401 to a visitor", async () => {
    const other = await t.registerCustomer();
    const order = await createPayableOrder(t, other.cookie);
    const foreign = await createIntent({ orderId: order.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Order not found");
    for (const orderId of ["abc", true, null, -1, 1.5]) {
      expect((await createIntent({ orderId })).json().message).toBe("Invalid order id");
    }
    expect((await createIntent({ orderId: order.id }, {})).statusCode).toBe(401);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(0);
  });
});

describe("GET /api/payment-config", () => {
  it("tells the client to use the built-in test provider", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/payment-config" });
    expect(response.json()).toEqual({ provider: "test" });
  });
});
