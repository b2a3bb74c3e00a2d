import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../../src/server/db/schema/orders";
import { EXACT_TOTAL_MAX, INVALID_CURSOR_MESSAGE, PAGE_SIZE_MESSAGE } from "../../../src/shared/schemas/pagination";
import type { AdminOrderList } from "../../../src/shared/schemas/refunds";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import { insertOrder } from "../admin/fixtures";

// Manage Orders a page at a time (docs/decisions/026-keyset-pagination.md): every row exactly once while new
// orders arrive, the same page back with the previous cursor, and a clear 400 for a bad cursor or page size.

let t: TestApp;
let admin: string;
let customerId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  customerId = (await t.registerCustomer({ firstName: "Şahin", lastName: "Yılmaz" })).user.id;
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: admin } });
const page = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminOrderList>();
};

/** Orders created at given instants written as PostgreSQL text, so microseconds apart is exactly that. */
async function insertOrdersAt(
  instants: string[],
  values: { status?: "pending" | "processing"; due?: (index: number) => string | null } = {},
) {
  const rows = await t.db
    .insert(orders)
    .values(
      instants.map((instant, index) => {
        const due = values.due?.(index) ?? null;
        return {
          userId: customerId,
          status: values.status ?? "pending",
          serviceType: "certified" as const,
          translationDirection: "tr-en" as const,
          totalCents: 6000,
          createdAt: sql`${instant}::timestamptz`,
          estimatedDeliveryDate: due === null ? null : sql`${due}::timestamptz`,
        };
      }),
    )
    .returning({ id: orders.id });
  return rows.map((row) => row.id);
}

async function readAll(firstUrl: string, between?: () => Promise<unknown>) {
  const seen: number[] = [];
  let url: string | null = firstUrl;
  while (url) {
    const answer: AdminOrderList = await page(url);
    seen.push(...answer.items.map((order) => order.id));
    await between?.();
    url = answer.nextCursor ? `${firstUrl}&cursor=${answer.nextCursor}` : null;
  }
  return seen;
}

describe("GET /api/admin/orders, page by page", () => {
  it("returns every order once, newest first, while new orders arrive between pages; ties and microseconds included", async () => {
    // Twelve orders a microsecond apart, then eight created in the very same microsecond (the id breaks the tie).
    const spaced = await insertOrdersAt(
      Array.from({ length: 12 }, (_, index) => `2030-01-01 00:00:00.${String(index + 1).padStart(6, "0")}+00`),
      { status: "processing" },
    );
    const tied = await insertOrdersAt(
      Array.from({ length: 8 }, () => "2029-12-31 23:59:59.999999+00"),
      { status: "processing" },
    );
    const expected = [...spaced.reverse(), ...tied.reverse()];

    let arrivals = 0;
    const seen = await readAll("/api/admin/orders?status=processing&limit=3", async () => {
      arrivals += 1;
      await insertOrdersAt([`2031-01-01 00:00:00.00000${arrivals}+00`], { status: "processing" }); // newer than every page read
    });
    expect(seen.filter((id) => expected.includes(id))).toEqual(expected);
    expect(seen).toEqual(expected);
  });

  it("goes back to the same rows with prevCursor, and the first page has none", async () => {
    const first = await page("/api/admin/orders?status=processing&limit=4");
    expect(first.prevCursor).toBeNull();
    const second = await page(`/api/admin/orders?status=processing&limit=4&cursor=${first.nextCursor}`);
    const third = await page(`/api/admin/orders?status=processing&limit=4&cursor=${second.nextCursor}`);
    const backToSecond = await page(`/api/admin/orders?status=processing&limit=4&cursor=${third.prevCursor}`);
    expect(backToSecond.items.map((order) => order.id)).toEqual(second.items.map((order) => order.id));
    const backToFirst = await page(`/api/admin/orders?status=processing&limit=4&cursor=${backToSecond.prevCursor}`);
    expect(backToFirst.items.map((order) => order.id)).toEqual(first.items.map((order) => order.id));
    expect(backToFirst.prevCursor).toBeNull();
  });

  it("sorts by due date, soonest first and orders without one last, across pages", async () => {
    const ids = await insertOrdersAt(
      Array.from({ length: 7 }, () => "2020-06-01 00:00:00+00"),
      { due: (index) => (index % 3 === 0 ? null : `2032-0${(index % 5) + 1}-01 00:00:00+00`) },
    );
    const seen = (await readAll("/api/admin/orders?sort=due&limit=2")).filter((id) => ids.includes(id));
    const due = new Map(
      (await t.db.select({ id: orders.id, due: orders.estimatedDeliveryDate }).from(orders)).map((row) => [
        row.id,
        row.due?.getTime() ?? Infinity,
      ]),
    );
    const expected = [...ids].sort((a, b) => due.get(a)! - due.get(b)! || a - b);
    expect(seen).toEqual(expected);
  });

  it("counts every status for the search in one answer and gives the total of the view", async () => {
    const answer = await page("/api/admin/orders?status=processing&limit=1");
    const processing = (
      await t.db
        .select({ id: orders.id })
        .from(orders)
        .where(sql`${orders.status} = 'processing'`)
    ).length;
    const all = (await t.db.select({ id: orders.id }).from(orders)).length;
    expect(answer.statusCounts.processing).toBe(processing);
    expect(answer.total).toBe(processing);
    expect(Object.values(answer.statusCounts).reduce((sum, count) => sum + count, 0)).toBe(all);
    expect((await page("/api/admin/orders")).total).toBe(all);
    expect(answer.totalEstimated).toBe(false);
    const searched = await page("/api/admin/orders?search=yilmaz");
    expect(searched).toMatchObject({ totalEstimated: false, total: all });
  });

  it("pages 25 orders by default and at most 100", async () => {
    const all = (await t.db.select({ id: orders.id }).from(orders)).length;
    expect(all).toBeGreaterThan(25);
    expect((await page("/api/admin/orders")).items).toHaveLength(25);
    expect((await page("/api/admin/orders?limit=100")).items).toHaveLength(Math.min(all, 100));
    expect((await page("/api/admin/orders?limit=1")).items).toHaveLength(1);
  });

  it("answers 400 with a message for a page size outside 1–100 or not a number", async () => {
    for (const limit of ["0", "101", "abc", "1.5", "-1", ""]) {
      const response = await get(`/api/admin/orders?limit=${limit}`);
      expect(response.statusCode, limit).toBe(400);
      expect(response.json()).toMatchObject({ message: PAGE_SIZE_MESSAGE });
    }
  });

  it("answers 400 Invalid cursor for a tampered, foreign or garbled cursor", async () => {
    const first = await page("/api/admin/orders?limit=2");
    const decoded = JSON.parse(Buffer.from(first.nextCursor!, "base64url").toString());
    const forge = (changes: object) => Buffer.from(JSON.stringify({ ...decoded, ...changes })).toString("base64url");
    const usersCursor = (await get("/api/admin/users?limit=1")).json<{ nextCursor: string }>().nextCursor;
    const tampered = [
      "not a cursor",
      "%%%",
      Buffer.from("{").toString("base64url"),
      forge({ k: "yesterday" }),
      forge({ k: "1e400" }),
      forge({ i: -4 }),
      forge({ i: "7 or 1=1" }),
      forge({ d: "sideways" }),
      forge({ s: "admin-orders:due" }), // a cursor of the newest-first sort used with sort=due
      usersCursor,
    ];
    for (const cursor of tampered) {
      const response = await get(`/api/admin/orders?limit=2&cursor=${encodeURIComponent(cursor)}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json()).toMatchObject({ message: INVALID_CURSOR_MESSAGE });
    }
    expect((await get(`/api/admin/orders?limit=2&sort=due&cursor=${first.nextCursor}`)).json()).toMatchObject({
      message: INVALID_CURSOR_MESSAGE,
    });
  });
});

describe("searching Manage Orders", () => {
  it("finds a customer's orders by name, username or e-mail the Turkish way, and an order by its number", async () => {
    const { user } = await t.registerCustomer({ firstName: "Ayşe", lastName: "Çelik" });
    const order = await insertOrder(t, { userId: user.id, serviceType: "standard" });
    const ids = async (search: string) =>
      (await page(`/api/admin/orders?search=${encodeURIComponent(search)}`)).items.map((row) => row.id);
    for (const search of [
      "ayse",
      "AYŞE",
      "çelik",
      "CELIK",
      "ayşe çelik",
      user.username.toUpperCase(),
      user.email.split("@")[0]!,
    ]) {
      expect(await ids(search), search).toEqual([order.id]);
    }
    expect(await ids(`#${order.id}`)).toEqual([order.id]);
    expect(await ids("ay")).toContain(order.id); // shorter than a trigram: still found
    expect(await ids("ayse_")).toEqual([]); // LIKE wildcards are literal
    const counted = await page("/api/admin/orders?search=celik");
    expect(counted.total).toBe(1);
    expect(counted.statusCounts).toEqual({ pending: 1, processing: 0, completed: 0, cancelled: 0 });
  });

  it("keeps a search's status counts across tabs and pages, and shows every write to orders or accounts on the next read", async () => {
    const { user } = await t.registerCustomer({ firstName: "Gökhan", lastName: "Öztürk" });
    const first = await insertOrder(t, { userId: user.id });
    await insertOrder(t, { userId: user.id, status: "processing" });
    const counts = async (url: string) => (await page(url)).statusCounts;
    const before = { pending: 1, processing: 1, completed: 0, cancelled: 0 };
    expect(await counts("/api/admin/orders?search=ozturk")).toEqual(before);
    // The same search on another tab, sort or page size: the same counts, while the rows follow the tab.
    const processingTab = await page("/api/admin/orders?search=ozturk&status=processing&sort=due&limit=1");
    expect(processingTab.statusCounts).toEqual(before);
    expect(processingTab.items.map((row) => row.status)).toEqual(["processing"]);
    expect(processingTab.total).toBe(1);

    // A status change made outside any route (a direct row update) shows on the next read.
    await t.db
      .update(orders)
      .set({ status: "cancelled" })
      .where(sql`${orders.id} = ${first.id}`);
    expect(await counts("/api/admin/orders?search=ozturk")).toEqual({
      pending: 0,
      processing: 1,
      completed: 0,
      cancelled: 1,
    });
    // So does another customer renamed into the search (a write to the accounts, not to orders).
    const { user: other, cookie: otherCookie } = await t.registerCustomer({ firstName: "Deniz", lastName: "Kaya" });
    await insertOrder(t, { userId: other.id, status: "completed" });
    expect(await counts("/api/admin/orders?search=ozturk")).toEqual({
      pending: 0,
      processing: 1,
      completed: 0,
      cancelled: 1,
    });
    const renamed = await t.app.inject({
      method: "PATCH",
      url: "/api/user",
      headers: { cookie: otherCookie },
      payload: { firstName: other.firstName, lastName: "Öztürk", email: other.email },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await counts("/api/admin/orders?search=ozturk")).toEqual({
      pending: 0,
      processing: 1,
      completed: 1,
      cancelled: 1,
    });
  });
});

describe("a list longer than PostgreSQL's 65,535 bind parameters", () => {
  it("answers the first page of Manage Orders and of the customer's own orders", async () => {
    const { user, cookie } = await t.registerCustomer();
    // A bulk load as docs/decisions/034-dashboard-rollups.md says to make one: row triggers off, then the rollups
    // rebuilt (66,000 row triggers adding to one day's row in one statement take minutes).
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        insert into orders (user_id, status, service_type, translation_direction, total_cents, created_at)
        select ${user.id}, 'pending', 'standard', 'en-tr', 1000, timestamptz '2019-01-01' + n * interval '1 second'
        from generate_series(1, 66000) as n`);
    });
    await t.db.execute(sql`select public.stats_rebuild()`);
    const adminPage = await page("/api/admin/orders?limit=100");
    expect(adminPage.items).toHaveLength(100);
    expect(adminPage.total).toBeGreaterThan(66000);
    const own = await t.app.inject({ method: "GET", url: "/api/orders?limit=100", headers: { cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.json().items).toHaveLength(100);
    expect(own.json().statusCounts.pending).toBe(66000);
    // A search matching all of them: the status counts stop at 10,001 rows and are scaled to the database's estimate.
    const searched = await page(`/api/admin/orders?limit=25&search=${user.username}`);
    expect(searched.items).toHaveLength(25);
    expect(searched.totalEstimated).toBe(true);
    expect(searched.statusCounts.pending).toBeGreaterThan(EXACT_TOTAL_MAX);
    expect(searched.statusCounts.processing).toBe(0);
    expect(searched.total).toBe(searched.statusCounts.pending);
  }, 120_000);
});
