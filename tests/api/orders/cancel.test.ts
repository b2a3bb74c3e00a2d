import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../../src/server/db/schema/orders";
import { createOrderFor } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const cancel = (id: number, cookie?: string) =>
  t.app.inject({ method: "POST", url: `/api/orders/${id}/cancel`, headers: cookie ? { cookie } : {} });

describe("POST /api/orders/:id/cancel", () => {
  it("cancels the customer's pending order and records who did it", async () => {
    const { cookie } = await t.registerCustomer();
    const order = await createOrderFor(t, cookie);
    const response = await cancel(order.id, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: order.id, status: "cancelled" });

    const detail = await t.app.inject({ method: "GET", url: `/api/orders/${order.id}`, headers: { cookie } });
    expect(detail.json().history).toMatchObject([
      { fromStatus: null, toStatus: "pending" },
      { fromStatus: "pending", toStatus: "cancelled", note: "Cancelled by customer" },
    ]);
  });

  it.each(["processing", "completed", "cancelled"] as const)("refuses to cancel a %s order", async (status) => {
    const { cookie } = await t.registerCustomer();
    const order = await createOrderFor(t, cookie);
    await t.db.update(orders).set({ status }).where(eq(orders.id, order.id));
    const response = await cancel(order.id, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Only pending orders can be cancelled");
  });

  it("answers 404 for another customer's order and leaves it pending", async () => {
    const owner = await t.registerCustomer();
    const other = await t.registerCustomer();
    const order = await createOrderFor(t, owner.cookie);
    const response = await cancel(order.id, other.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Order not found");
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe("pending");
  });

  it("answers 401 to a visitor", async () => {
    expect((await cancel(1)).statusCode).toBe(401);
  });
});
