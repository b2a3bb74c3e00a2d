import { eq, sum } from "drizzle-orm";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { orderMessageAttachments } from "../../src/server/db/schema/messages";
import type { AdminSetting } from "../../src/shared/schemas/settings";
import { verifiedAdminCookie } from "../api/admin/admin-session";
import { postWithFiles } from "../api/messages/fixtures";
import { JPEG_BYTES, createOrderFor } from "../support/fixtures";
import { createTestApp, type TestApp } from "../support/test-app";

// Issue 37 item 7: message attachments cannot fill the disk. Each order and each account in 24 hours has a quota
// (Settings → Security), which holds when posts race; files stream to storage, never whole in memory; what a refused
// post streamed is removed again.

const MB = 1024 * 1024;
/** A valid text attachment of exactly `mb` megabytes. */
const textFile = (name: string, mb: number) => ({ name, bytes: Buffer.alloc(mb * MB, "a"), type: "text/plain" });

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
}, 60_000);
afterAll(async () => t.close());

/** Sets a quota as the admin does on the settings screen. */
async function setQuota(key: "message_attachments_order_mb" | "message_attachments_daily_mb", value: string) {
  const list = (await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: { cookie: admin } })).json<
    AdminSetting[]
  >();
  const setting = list.find((row) => row.key === key)!;
  return t.app.inject({
    method: "PUT",
    url: `/api/admin/settings/${setting.id}`,
    headers: { cookie: admin },
    payload: { value },
  });
}

const attachedBytes = async (orderId: number) =>
  Number(
    (
      await t.db
        .select({ bytes: sum(orderMessageAttachments.fileSize) })
        .from(orderMessageAttachments)
        .where(eq(orderMessageAttachments.orderId, orderId))
    )[0]?.bytes ?? 0,
  );
const storedMessageFiles = async () => (await t.storage.list("messages")).length;

describe("message attachment quotas", () => {
  it("are two settings with the issue's defaults, whole megabytes only", async () => {
    const list = (await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: { cookie: admin } })).json<
      AdminSetting[]
    >();
    expect(
      Object.fromEntries(
        list.filter((row) => row.key.startsWith("message_attachments_")).map((row) => [row.key, row.value]),
      ),
    ).toEqual({
      message_attachments_order_mb: "100",
      message_attachments_daily_mb: "200",
    });
    const bad = await setQuota("message_attachments_order_mb", "lots");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("whole number of megabytes");
  });

  it("holds the order's quota when 8 posts of 1 MB race, and keeps no file of a refused post", async () => {
    expect((await setQuota("message_attachments_order_mb", "3")).statusCode).toBe(200);
    const customer = await t.registerCustomer();
    const order = await createOrderFor(t, customer.cookie);
    const filesBefore = await storedMessageFiles();

    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        postWithFiles(t, customer.cookie, order.id, `scan ${index}`, [textFile(`scan-${index}.txt`, 1)]),
      ),
    );

    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toMatchObject({
        code: "THREAD_ORDER_QUOTA",
        params: { mb: 3 },
        message: expect.stringContaining("reached their 3 MB limit"),
      });
    }
    expect(await attachedBytes(order.id)).toBe(3 * MB);
    expect(await storedMessageFiles()).toBe(filesBefore + 3);
    // Text alone still goes through: the quota is about files.
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/orders/${order.id}/messages`,
          headers: { cookie: customer.cookie },
          payload: { text: "thanks" },
        })
      ).statusCode,
    ).toBe(201);
    await setQuota("message_attachments_order_mb", "100");
  });

  it("holds the account's daily quota across its orders under parallel posts; another account is not held back", async () => {
    expect((await setQuota("message_attachments_daily_mb", "5")).statusCode).toBe(200);
    const customer = await t.registerCustomer();
    const orders = await Promise.all([1, 2, 3].map(() => createOrderFor(t, customer.cookie)));
    const filesBefore = await storedMessageFiles();

    // 6 posts of 2 × 1 MB over three orders: 12 MB asked, 5 MB allowed (two posts; a third would pass it).
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        postWithFiles(t, customer.cookie, orders[index % 3]!.id, "files", [textFile("a.txt", 1), textFile("b.txt", 1)]),
      ),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 201);
    expect(accepted).toHaveLength(2);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toMatchObject({
        code: "THREAD_DAILY_QUOTA",
        params: { mb: 5 },
        message: expect.stringContaining("the daily limit"),
      });
    }
    const total = (await Promise.all(orders.map((order) => attachedBytes(order.id)))).reduce((a, b) => a + b, 0);
    expect(total).toBe(4 * MB);
    expect(await storedMessageFiles()).toBe(filesBefore + 4);
    // One more megabyte fits, a second one does not.
    expect(
      (await postWithFiles(t, customer.cookie, orders[0]!.id, "one more", [textFile("c.txt", 1)])).statusCode,
    ).toBe(201);
    expect(
      (await postWithFiles(t, customer.cookie, orders[0]!.id, "and another", [textFile("d.txt", 1)])).json(),
    ).toMatchObject({ code: "THREAD_DAILY_QUOTA" });

    const other = await t.registerCustomer();
    const otherOrder = await createOrderFor(t, other.cookie);
    expect((await postWithFiles(t, other.cookie, otherOrder.id, "mine", [textFile("e.txt", 2)])).statusCode).toBe(201);
    await setQuota("message_attachments_daily_mb", "200");
  });
});

describe("attachments streamed to storage", () => {
  it("hands storage a stream, never the whole file, and still checks content and size", async () => {
    const customer = await t.registerCustomer();
    const order = await createOrderFor(t, customer.cookie);
    const put = vi.spyOn(t.storage, "put");
    try {
      const sent = await postWithFiles(t, customer.cookie, order.id, "scan", [textFile("letter.txt", 4)]);
      expect(sent.statusCode).toBe(201);
      expect(put).toHaveBeenCalledTimes(1);
      expect(put.mock.calls[0]![1]).toBeInstanceOf(Readable);
      expect(Buffer.isBuffer(put.mock.calls[0]![1])).toBe(false);
    } finally {
      put.mockRestore();
    }
    const filesBefore = await storedMessageFiles();
    const keysBefore = (await t.storage.list("keys")).length;
    // A JPEG named .pdf, a text with a NUL after its first megabyte, an 11 MB file: refused, nothing kept.
    const renamed = await postWithFiles(t, customer.cookie, order.id, "x", [
      { name: "passport.pdf", bytes: JPEG_BYTES, type: "application/pdf" },
    ]);
    expect([renamed.statusCode, renamed.json().code]).toEqual([400, "FILE_CONTENT_MISMATCH"]);
    const binary = Buffer.alloc(2 * MB, "a");
    binary[MB + 7] = 0;
    const nul = await postWithFiles(t, customer.cookie, order.id, "x", [
      { name: "notes.txt", bytes: binary, type: "text/plain" },
    ]);
    expect([nul.statusCode, nul.json().code]).toEqual([400, "FILE_CONTENT_MISMATCH"]);
    const huge = await postWithFiles(t, customer.cookie, order.id, "x", [
      textFile("fine.txt", 1),
      textFile("huge.txt", 11),
    ]);
    expect([huge.statusCode, huge.json().code]).toEqual([413, "FILE_TOO_LARGE"]);
    expect(await storedMessageFiles()).toBe(filesBefore);
    // Nor their encryption keys.
    expect((await t.storage.list("keys")).length).toBe(keysBefore);
  });
});
