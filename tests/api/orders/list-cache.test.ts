import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../../src/server/db/schema/orders";
import { createTestApp, type TestApp } from "../../support/test-app";
import { createOrderFor } from "../../support/fixtures";

// Decision 013: GET /api/orders is served from memory between writes; every committed write to orders must show
// on the next read, whoever makes it (a route, a transaction, a direct row update).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const list = async (cookie: string) => {
  const response = await t.app.inject({ method: "GET", url: "/api/orders", headers: { cookie } });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  return response.json<{ items: Array<{ id: number; status: string; wordCount: number }> }>().items;
};

describe("the cached order list", () => {
  it("shows a new order, a cancellation and a direct row update on the next read", async () => {
    const customer = await t.registerCustomer();
    expect(await list(customer.cookie)).toEqual([]);
    expect(await list(customer.cookie)).toEqual([]); // cached now

    const created = await createOrderFor(t, customer.cookie);
    const afterCreate = await list(customer.cookie);
    expect(afterCreate.map((order) => order.id)).toEqual([created.id]);
    expect(await list(customer.cookie)).toEqual(afterCreate);

    const cancelled = await t.app.inject({
      method: "POST",
      url: `/api/orders/${created.id}/cancel`,
      headers: { cookie: customer.cookie },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await list(customer.cookie))[0]!.status).toBe("cancelled");

    // Outside any route: a plain statement, then one inside a transaction.
    await t.db.update(orders).set({ wordCount: 4321 }).where(eq(orders.id, created.id));
    expect((await list(customer.cookie))[0]!.wordCount).toBe(4321);
    await t.db.transaction(async (tx) => {
      await tx.update(orders).set({ wordCount: 1234 }).where(eq(orders.id, created.id));
    });
    expect((await list(customer.cookie))[0]!.wordCount).toBe(1234);
  });

  it("keeps each customer's list to themselves", async () => {
    const first = await t.registerCustomer();
    const second = await t.registerCustomer();
    const order = await createOrderFor(t, first.cookie);
    expect((await list(first.cookie)).map((o) => o.id)).toEqual([order.id]);
    expect(await list(second.cookie)).toEqual([]);
  });
});

describe("the cached order list and a second database in the same process", () => {
  it("does not answer for another database's customer with the same id (test files share their worker's modules)", async () => {
    const first = await createTestApp();
    try {
      const owner = await first.registerCustomer();
      const order = await createOrderFor(first, owner.cookie);
      // The first database's list is read first, then cached: the page holds the order.
      const read = (app: TestApp, cookie: string) =>
        app.app.inject({ method: "GET", url: "/api/orders", headers: { cookie } });
      expect((await read(first, owner.cookie)).json().items.map((row: { id: number }) => row.id)).toEqual([order.id]);

      // A second database opened since: its own customer with the same id has no orders.
      const second = await createTestApp();
      try {
        const namesake = await second.registerCustomer();
        expect(namesake.user.id).toBe(owner.user.id);
        expect((await read(second, namesake.cookie)).json().items).toEqual([]);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  }, 120_000);
});
