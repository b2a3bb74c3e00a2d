import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrderFor } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("GET /api/orders and /api/orders/:id", () => {
  it("lists only the customer's own orders, newest first", async () => {
    const alice = await t.registerCustomer();
    const bob = await t.registerCustomer();
    const first = await createOrderFor(t, alice.cookie, { wordCount: 100 });
    const second = await createOrderFor(t, alice.cookie, { wordCount: 200 });
    await createOrderFor(t, bob.cookie);

    const response = await t.app.inject({ method: "GET", url: "/api/orders", headers: { cookie: alice.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((order: { id: number }) => order.id)).toEqual([second.id, first.id]);
    expect(response.json().items[0]).toMatchObject({ wordCount: 200, totalPrice: 30 });
  });

  it("shows an order with its documents, payments and status history", async () => {
    const { cookie } = await t.registerCustomer();
    const order = await createOrderFor(t, cookie);
    const response = await t.app.inject({ method: "GET", url: `/api/orders/${order.id}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: order.id,
      status: "pending",
      totalPrice: 75,
      documents: [],
      payments: [],
      history: [{ fromStatus: null, toStatus: "pending", note: null }],
    });
  });

  it("answers 404 'Order not found' for another customer's order and for a missing one", async () => {
    const owner = await t.registerCustomer();
    const other = await t.registerCustomer();
    const order = await createOrderFor(t, owner.cookie);
    for (const url of [`/api/orders/${order.id}`, "/api/orders/999999"]) {
      const response = await t.app.inject({ method: "GET", url, headers: { cookie: other.cookie } });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("Order not found");
    }
  });

  it("answers 400 for an id that is not a number", async () => {
    const { cookie } = await t.registerCustomer();
    const response = await t.app.inject({ method: "GET", url: "/api/orders/abc", headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Invalid order id");
  });

  it("answers 401 to a visitor", async () => {
    for (const url of ["/api/orders", "/api/orders/1"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
  });
});
