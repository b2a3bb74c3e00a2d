import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancellationRequests } from "../../../src/server/db/schema/refunds";
import { users } from "../../../src/server/db/schema/users";
import type { AdminUserList } from "../../../src/shared/schemas/admin";
import type { CustomerOrderList } from "../../../src/shared/schemas/orders";
import { INVALID_CURSOR_MESSAGE, PAGE_SIZE_MESSAGE } from "../../../src/shared/schemas/pagination";
import { createTestApp, type TestApp } from "../../support/test-app";
import { createOrderFor } from "../../support/fixtures";
import { verifiedAdminCookie } from "../admin/admin-session";
import { insertOrder } from "../admin/fixtures";

// The Customers screen and the customer's own orders, a page at a time (docs/decisions/026-keyset-pagination.md).

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
});
afterAll(async () => t.close());

const get = (url: string, cookie = admin) => t.app.inject({ method: "GET", url, headers: { cookie } });
async function ok<T>(url: string, cookie = admin): Promise<T> {
  const response = await get(url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

describe("GET /api/admin/users, page by page", () => {
  it("lists every account once, newest first, while accounts sign up between pages", async () => {
    for (let index = 0; index < 9; index += 1) await t.registerCustomer();
    const before = (
      await t.db
        .select({ id: users.id })
        .from(users)
        .orderBy(sql`${users.createdAt} desc, ${users.id} desc`)
    ).map((row) => row.id);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/admin/users?limit=4${cursor ? `&cursor=${cursor}` : ""}`;
      const answer: AdminUserList = await ok<AdminUserList>(url);
      seen.push(...answer.items.map((user) => user.id));
      await t.registerCustomer(); // newer than anything still to read
      cursor = answer.nextCursor;
    } while (cursor);
    expect(seen).toEqual(before);
  });

  it("filters by role tab and searches the Turkish way, with the tab counts for the same search", async () => {
    const { user } = await t.registerCustomer({ firstName: "Gülşen", lastName: "Öztürk" });
    const all = await ok<AdminUserList>("/api/admin/users?search=GULSEN%20ozturk");
    expect(all.items.map((row) => row.id)).toEqual([user.id]);
    expect(all.counts).toEqual({ all: 1, admins: 0, users: 1 });
    expect((await ok<AdminUserList>("/api/admin/users?tab=admins&search=gulsen")).items).toEqual([]);
    expect(
      (await ok<AdminUserList>("/api/admin/users?tab=users&search=%C3%B6zt%C3%BCrk")).items.map((row) => row.id),
    ).toEqual([user.id]);
    const admins = await ok<AdminUserList>("/api/admin/users?tab=admins");
    expect(admins.items.every((row) => row.role === "admin")).toBe(true);
    expect(admins.counts.admins).toBe(admins.items.length);
  });

  it("answers 400 for a bad tab, page size or cursor", async () => {
    expect((await get("/api/admin/users?tab=translators")).json()).toMatchObject({
      message: "tab must be all, admins or users",
    });
    for (const limit of ["0", "101", "abc"]) {
      const response = await get(`/api/admin/users?limit=${limit}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: PAGE_SIZE_MESSAGE });
    }
    const response = await get(
      "/api/admin/users?cursor=eyJzIjoiYWRtaW4tdXNlcnM6bmV3ZXN0IiwiZCI6ImEiLCJrIjoiMSIsImkiOjB9",
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: INVALID_CURSOR_MESSAGE, code: "BAD_REQUEST" });
  });
});

describe("GET /api/orders, page by page", () => {
  it("pages the customer's own orders, filters by status and counts them per status", async () => {
    const customer = await t.registerCustomer();
    const other = await t.registerCustomer();
    const created: number[] = [];
    for (let index = 0; index < 5; index += 1) created.push((await createOrderFor(t, customer.cookie)).id);
    await insertOrder(t, { userId: customer.user.id, status: "completed" });
    await createOrderFor(t, other.cookie);

    const first = await ok<CustomerOrderList>("/api/orders?status=pending&limit=2", customer.cookie);
    expect(first.statusCounts).toEqual({ pending: 5, processing: 0, completed: 1, cancelled: 0 });
    const seen = [...first.items.map((order) => order.id)];
    let cursor = first.nextCursor;
    while (cursor) {
      const next: CustomerOrderList = await ok<CustomerOrderList>(
        `/api/orders?status=pending&limit=2&cursor=${cursor}`,
        customer.cookie,
      );
      seen.push(...next.items.map((order) => order.id));
      cursor = next.nextCursor;
    }
    expect(seen).toEqual([...created].reverse());

    // Another customer's cursor only positions the reader in their own list: it shows nothing of the first customer's.
    const theirs = await ok<CustomerOrderList>(`/api/orders?limit=1&cursor=${first.nextCursor}`, other.cookie);
    expect(theirs.items.every((order) => !created.includes(order.id))).toBe(true);
  });

  it("answers 400 for a page size out of range and a tampered cursor", async () => {
    const customer = await t.registerCustomer();
    for (const url of ["/api/orders?limit=0", "/api/orders?limit=101", "/api/orders?limit=abc"]) {
      expect((await get(url, customer.cookie)).json()).toMatchObject({ message: PAGE_SIZE_MESSAGE });
    }
    const tampered = await get("/api/orders?cursor=AAAA", customer.cookie);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({ message: INVALID_CURSOR_MESSAGE });
  });
});

describe("GET /api/admin/cancellation-requests, page by page", () => {
  it("lists each request once, newest first, across pages, and refuses a cursor of another list", async () => {
    const customer = await t.registerCustomer();
    const made: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const order = await insertOrder(t, { userId: customer.user.id, status: "processing" });
      const [row] = await t.db
        .insert(cancellationRequests)
        .values({ orderId: order.id, userId: customer.user.id, reason: "Changed my mind" })
        .returning();
      made.push(row!.id);
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/admin/cancellation-requests?status=open&limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const answer: { items: { id: number }[]; nextCursor: string | null } = await ok(url);
      seen.push(...answer.items.map((request) => request.id));
      cursor = answer.nextCursor;
    } while (cursor);
    expect(seen.filter((id) => made.includes(id))).toEqual([...made].reverse());
    const usersCursor = (await ok<AdminUserList>("/api/admin/users?limit=1")).nextCursor;
    expect((await get(`/api/admin/cancellation-requests?cursor=${usersCursor}`)).json()).toMatchObject({
      message: INVALID_CURSOR_MESSAGE,
    });
  });
});
