import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../support/test-app";
import { createTestQueue } from "../../support/test-queue";
import { verifiedAdminCookie } from "../admin/admin-session";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(100);
  }
}

describe(`the admin's jobs screen (${process.env.DATABASE_URL ? "pg-boss" : "embedded queue"})`, () => {
  let t: TestApp;
  let admin: string;
  let broken = true;
  const ran: unknown[] = [];

  beforeAll(async () => {
    t = await createTestApp({ queue: (database) => createTestQueue(database) });
    t.queue!.define("storage.sweep", {
      handler: async (data) => {
        ran.push(data);
        if (broken) throw new Error("bucket unreachable: ECONNREFUSED");
      },
      retryLimit: 0,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
    });
    await t.queue!.start();
    admin = await verifiedAdminCookie(t);
  });
  afterAll(async () => t?.close());

  const overview = async () =>
    (await t.app.inject({ method: "GET", url: "/api/admin/queue", headers: { cookie: admin } })).json();
  const sweepRow = (body: { jobs: { job: string; failed: number; lastError: string | null }[] }) =>
    body.jobs.find((row) => row.job === "storage.sweep")!;

  it("shows failures per job kind with the last error; retry runs the job again, discard removes it", async () => {
    await t.queue!.send("storage.sweep", { run: 1 });
    await t.queue!.send("storage.sweep", { run: 2 });
    const failed = await waitFor(overview, (body) => sweepRow(body).failed === 2);
    expect(failed.kind).toBe(t.databaseKind === "postgres" ? "pg-boss" : "embedded");
    expect(sweepRow(failed)).toMatchObject({ failed: 2, lastError: "bucket unreachable: ECONNREFUSED" });
    // Every kind is listed, idle ones too.
    expect(failed.jobs.map((row: { job: string }) => row.job)).toContain("mail.deliver");

    const firstPage = await t.app.inject({
      method: "GET",
      url: "/api/admin/queue/storage.sweep/failed?limit=1",
      headers: { cookie: admin },
    });
    expect(firstPage.statusCode).toBe(200);
    const { items, nextCursor } = firstPage.json();
    expect(items).toHaveLength(1);
    expect(nextCursor).toEqual(expect.any(String));
    const secondPage = (
      await t.app.inject({
        method: "GET",
        url: `/api/admin/queue/storage.sweep/failed?limit=1&cursor=${nextCursor}`,
        headers: { cookie: admin },
      })
    ).json();
    expect(secondPage.items).toHaveLength(1);
    expect(secondPage.nextCursor).toBeNull();
    const [newest, older] = [items[0], secondPage.items[0]];
    expect(newest.id).not.toBe(older.id);
    expect(newest.error).toBe("bucket unreachable: ECONNREFUSED");

    broken = false;
    const retried = await t.app.inject({
      method: "POST",
      url: `/api/admin/queue/storage.sweep/${newest.id}/retry`,
      headers: { cookie: admin },
    });
    expect(retried.statusCode).toBe(200);
    const discarded = await t.app.inject({
      method: "POST",
      url: `/api/admin/queue/storage.sweep/${older.id}/discard`,
      headers: { cookie: admin },
    });
    expect(discarded.statusCode).toBe(200);
    const after = await waitFor(overview, (body) => sweepRow(body).failed === 0 && ran.length >= 3);
    expect(sweepRow(after).failed).toBe(0);
    expect(ran).toContainEqual(newest.data);

    // Done already: a second retry or discard finds nothing to act on.
    const again = await t.app.inject({
      method: "POST",
      url: `/api/admin/queue/storage.sweep/${older.id}/retry`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("No failed job with this id: it may have been retried or discarded already");
  });

  it("refuses unknown job kinds, bad ids and cursors with clear answers, and anyone but an admin", async () => {
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/queue/nope/failed", headers: { cookie: admin } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/admin/queue/storage.sweep/'; drop table x/retry",
          headers: { cookie: admin },
        })
      ).statusCode,
    ).toBe(404);
    const badCursor = await t.app.inject({
      method: "GET",
      url: "/api/admin/queue/storage.sweep/failed?cursor=abc",
      headers: { cookie: admin },
    });
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().message).toBe("Invalid cursor");
    const { cookie } = await t.registerCustomer();
    expect((await t.app.inject({ method: "GET", url: "/api/admin/queue", headers: { cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/queue" })).statusCode).toBe(401);
  });
});
