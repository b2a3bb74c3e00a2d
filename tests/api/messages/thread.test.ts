import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents } from "../../../src/server/db/schema/documents";
import { orderMessageAttachments } from "../../../src/server/db/schema/messages";
import { orderStatusHistory, orders } from "../../../src/server/db/schema/orders";
import { THREAD_MESSAGES } from "../../../src/shared/order-thread";
import type { OrderMessageDto } from "../../../src/shared/schemas/order-messages";
import { verifiedAdminCookie } from "../admin/admin-session";
import { approvedTranslator, assignOrThrow, paidOrder, type SignedInTranslator } from "../jobs/fixtures";
import { JPEG_BYTES, PNG_BYTES, buildPdf, createOrderFor, createPayableOrder } from "../../support/fixtures";
import { createTestApp, newCustomerFields, type TestApp } from "../../support/test-app";
import { markRead, postText, postWithFiles, readThread, say, thread, unread } from "./fixtures";

// One thread per order for the customer, the agency and the assigned translator (docs/order-messages.md).

let t: TestApp;
let admin: string;
let secondAdmin: string;
let customer: { cookie: string; user: { id: number } };
let otherCustomer: { cookie: string };
let translator: SignedInTranslator;
let replacement: SignedInTranslator;
let orderId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  const second = newCustomerFields({ firstName: "Deniz", lastName: "Kurt" });
  const created = await t.app.inject({
    method: "POST",
    url: "/api/admin/register",
    headers: { cookie: admin },
    payload: { ...second, isAdmin: true },
  });
  expect(created.statusCode).toBe(201);
  secondAdmin = await verifiedAdminCookie(t, second);
  customer = await t.registerCustomer({ firstName: "Ayşe", lastName: "Yılmaz" });
  otherCustomer = await t.registerCustomer();
  translator = await approvedTranslator(t, admin, { fullName: "Zeynep Arslan" });
  replacement = await approvedTranslator(t, admin, { fullName: "Murat Çelik" });
  orderId = (await paidOrder(t, customer.cookie)).id;
}, 120_000);
afterAll(async () => t.close());

describe("the thread of an order", () => {
  it("carries the customer's question and the agency's answer, each with who wrote it and when, newest first", async () => {
    const question = await say(
      t,
      customer.cookie,
      orderId,
      "  How must my father's name Şükrü be spelled?\r\nHis passport says SUKRU.  ",
    );
    expect(question).toMatchObject({
      orderId,
      author: { party: "customer", name: "Ayşe Yılmaz" },
      own: true,
      attachments: [],
    });
    expect(question.text).toBe("How must my father's name Şükrü be spelled?\nHis passport says SUKRU.");
    expect(Date.now() - new Date(question.createdAt).getTime()).toBeLessThan(60_000);
    const answer = await say(t, admin, orderId, "We will follow the passport: SUKRU.");
    expect(answer.author).toEqual({ party: "agency", name: "Site Administrator" });

    const seenByAdmin = await thread(t, secondAdmin, orderId);
    expect(seenByAdmin.items.map((message) => [message.author.party, message.own])).toEqual([
      ["agency", true],
      ["customer", false],
    ]);
    expect(seenByAdmin.thread).toMatchObject({ party: "agency", writable: true, writableUntil: null });
    const seenByCustomer = await thread(t, customer.cookie, orderId);
    expect(seenByCustomer.items.map((message) => message.id)).toEqual([answer.id, question.id]);
    expect(seenByCustomer.items[0]!.own).toBe(false);
  });

  it("keeps what people type as text: markup comes back exactly as written, never as HTML", async () => {
    const attempts = [
      '<script>alert("x")</script>',
      "<img src=x onerror=alert(1)>",
      "</textarea><b>bold</b>&amp;",
      "javascript:alert(1)",
    ];
    const posted = await say(t, customer.cookie, orderId, attempts.join("\n"));
    const response = await readThread(t, customer.cookie, orderId, "?limit=1");
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json<{ items: OrderMessageDto[] }>().items[0]!.text).toBe(attempts.join("\n"));
    expect(posted.text).toBe(attempts.join("\n"));
  });

  it("refuses an empty message and one longer than 5,000 characters", async () => {
    expect((await postText(t, customer.cookie, orderId, "   \n ")).json()).toMatchObject({
      message: THREAD_MESSAGES.empty,
      code: "THREAD_EMPTY",
    });
    const long = await postText(t, customer.cookie, orderId, "a".repeat(5001));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: THREAD_MESSAGES.tooLong, code: "THREAD_TOO_LONG" });
    expect((await postText(t, customer.cookie, orderId, "b".repeat(5000))).statusCode).toBe(201);
    // NUL cannot be stored in PostgreSQL text: refused in JSON and in a form alike.
    expect((await postText(t, customer.cookie, orderId, "nul\u0000here")).json()).toMatchObject({
      message: "Text must not contain NUL characters",
    });
    const form = await postWithFiles(t, customer.cookie, orderId, "nul\u0000here", [
      { name: "scan.png", bytes: PNG_BYTES, type: "image/png" },
    ]);
    expect([form.statusCode, form.json().message]).toEqual([400, "Text must not contain NUL characters"]);
  });

  it("takes up to three files checked by content like documents, stored apart from the order's documents and price", async () => {
    const [before] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const documentsBefore = await t.db.select().from(documents).where(eq(documents.orderId, orderId));
    const hostileName = "<img src=x onerror=alert(1)>stamp.png";
    const pdf = await buildPdf([["Stamp reads: Kadikoy Nufus Mudurlugu"]]);
    const posted = await postWithFiles(t, customer.cookie, orderId, "The stamp, scanned again", [
      { name: hostileName, bytes: PNG_BYTES, type: "image/png" },
      { name: "stamp.pdf", bytes: pdf, type: "application/pdf" },
    ]);
    expect(posted.statusCode, posted.body).toBe(201);
    const message = posted.json<OrderMessageDto>();
    expect(message.attachments.map((file) => [file.fileName, file.fileType, file.fileSize])).toEqual([
      [hostileName, "image/png", PNG_BYTES.length],
      ["stamp.pdf", "application/pdf", pdf.length],
    ]);

    const download = await t.app.inject({
      method: "GET",
      url: `/api/orders/${orderId}/messages/attachments/${message.attachments[0]!.id}`,
      headers: { cookie: admin },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(download.headers["content-type"]).toBe("image/png");
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    // A quoted header parameter: the name is data for the browser's save dialog, never markup.
    expect(download.headers["content-disposition"]).toBe(
      'attachment; filename="<img src=x onerror=alert(1)>stamp.png"',
    );

    // Nothing the order is priced or delivered from changed.
    const [after] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(after!.totalCents).toBe(before!.totalCents);
    expect(after!.wordCount).toBe(before!.wordCount);
    expect(await t.db.select().from(documents).where(eq(documents.orderId, orderId))).toHaveLength(
      documentsBefore.length,
    );
    const [stored] = await t.db
      .select()
      .from(orderMessageAttachments)
      .where(eq(orderMessageAttachments.id, message.attachments[0]!.id));
    expect(stored!.storageKey).toMatch(/^messages\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    expect(await t.storage.exists(stored!.storageKey)).toBe(true);
  });

  it("refuses files that are not what they claim, of other types, or more than three", async () => {
    const renamed = await postWithFiles(t, customer.cookie, orderId, "see attached", [
      { name: "passport.pdf", bytes: JPEG_BYTES, type: "application/pdf" },
    ]);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({ message: "File content does not match its type" });
    const program = await postWithFiles(t, customer.cookie, orderId, "see attached", [
      { name: "setup.exe", bytes: Buffer.from("MZ\x90\x00"), type: "application/octet-stream" },
    ]);
    expect(program.json()).toMatchObject({
      message: "File type not supported. Allowed types: .pdf, .jpg, .jpeg, .png, .doc, .docx, .txt",
    });
    const four = await postWithFiles(
      t,
      customer.cookie,
      orderId,
      "four files",
      Array.from({ length: 4 }, (_, i) => ({ name: `scan${i}.png`, bytes: PNG_BYTES, type: "image/png" })),
    );
    expect(four.statusCode).toBe(400);
    expect(four.json()).toMatchObject({ message: THREAD_MESSAGES.tooManyFiles, code: "THREAD_TOO_MANY_FILES" });
    const tooBig = await postWithFiles(t, customer.cookie, orderId, "big", [
      { name: "big.txt", bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 0x61), type: "text/plain" },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ message: "File size exceeds 10MB limit" });
  });

  it("is read a page at a time with keyset cursors", async () => {
    const order = await createOrderFor(t, customer.cookie);
    const written: number[] = [];
    for (let i = 1; i <= 7; i += 1)
      written.push((await say(t, i % 2 ? customer.cookie : admin, order.id, `message ${i}`)).id);
    const first = await thread(t, customer.cookie, order.id, "?limit=3");
    expect(first.items.map((message) => message.text)).toEqual(["message 7", "message 6", "message 5"]);
    expect(first.prevCursor).toBeNull();
    const second = await thread(t, customer.cookie, order.id, `?limit=3&cursor=${first.nextCursor}`);
    expect(second.items.map((message) => message.text)).toEqual(["message 4", "message 3", "message 2"]);
    const third = await thread(t, customer.cookie, order.id, `?limit=3&cursor=${second.nextCursor}`);
    expect(third.items.map((message) => message.text)).toEqual(["message 1"]);
    expect(third.nextCursor).toBeNull();
    const back = await thread(t, customer.cookie, order.id, `?limit=3&cursor=${third.prevCursor}`);
    expect(back.items.map((message) => message.id)).toEqual(second.items.map((message) => message.id));
    expect((await readThread(t, customer.cookie, order.id, "?cursor=bogus")).json()).toMatchObject({
      message: "Invalid cursor",
    });
    // The customer's orders list pages use the same cursor format: one of those is refused here.
    const ordersPage = (
      await t.app.inject({ method: "GET", url: "/api/orders?limit=1", headers: { cookie: customer.cookie } })
    ).json<{ nextCursor: string | null }>();
    if (ordersPage.nextCursor)
      expect((await readThread(t, customer.cookie, order.id, `?cursor=${ordersPage.nextCursor}`)).statusCode).toBe(400);
  });
});

describe("who takes part", () => {
  it("answers 'Order not found' to another customer, an unassigned translator and an admin before the code step", async () => {
    const message = (await thread(t, customer.cookie, orderId)).items.find((item) => item.attachments.length > 0)!;
    for (const cookie of [otherCustomer.cookie, translator.cookie]) {
      for (const response of [
        await readThread(t, cookie, orderId),
        await postText(t, cookie, orderId, "Let me in"),
        await markRead(t, cookie, orderId, message.id),
        await t.app.inject({
          method: "GET",
          url: `/api/orders/${orderId}/messages/attachments/${message.attachments[0]!.id}`,
          headers: { cookie },
        }),
        await t.app.inject({ method: "GET", url: `/api/orders/${orderId}/name-spellings`, headers: { cookie } }),
      ]) {
        expect(response.statusCode, response.body).toBe(404);
        expect(response.json()).toMatchObject({ message: "Order not found" });
      }
    }
    expect((await readThread(t, undefined, orderId)).statusCode).toBe(401);
    expect((await unread(t, otherCustomer.cookie, [orderId])).threads).toEqual([]);
  });

  it("lets the translator in from the assignment, with the whole thread, and out at once when reassigned", async () => {
    await assignOrThrow(t, admin, orderId, translator.translatorId);
    const seen = await thread(t, translator.cookie, orderId, "?limit=100");
    expect(seen.thread.party).toBe("translator");
    expect(seen.items.at(-1)!.author.party).toBe("customer");
    const question = await say(
      t,
      translator.cookie,
      orderId,
      "The stamp on page 2 is illegible. Which registry office is it?",
    );
    expect(question.author).toEqual({ party: "translator", name: "Zeynep Arslan" });
    const file = (await thread(t, translator.cookie, orderId)).items.find((item) => item.attachments.length > 0)!
      .attachments[0]!;
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/orders/${orderId}/messages/attachments/${file.id}`,
          headers: { cookie: translator.cookie },
        })
      ).statusCode,
    ).toBe(200);

    await assignOrThrow(t, admin, orderId, replacement.translatorId);
    expect((await readThread(t, translator.cookie, orderId)).statusCode).toBe(404);
    expect((await postText(t, translator.cookie, orderId, "still here?")).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/orders/${orderId}/messages/attachments/${file.id}`,
          headers: { cookie: translator.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect((await unread(t, translator.cookie)).threads).toEqual([]);
    // The new translator reads what the first one asked, as a message of another translator.
    const forReplacement = await thread(t, replacement.cookie, orderId);
    expect(forReplacement.items.find((item) => item.id === question.id)).toMatchObject({
      own: false,
      author: { party: "translator", name: "Zeynep Arslan" },
    });
  });

  it("answers 'File not found' for a file of another order, even to the agency", async () => {
    const file = (await thread(t, customer.cookie, orderId)).items.flatMap((item) => item.attachments)[0]!;
    const otherOrder = await createOrderFor(t, customer.cookie);
    const response = await t.app.inject({
      method: "GET",
      url: `/api/orders/${otherOrder.id}/messages/attachments/${file.id}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: "File not found" });
  });
});

describe("unread counts", () => {
  it("count the other sides' messages past each side's read pointer; reading is a POST, and one admin reads for the agency", async () => {
    const order = (await createPayableOrder(t, customer.cookie)).id;
    await say(t, customer.cookie, order, "First question");
    const second = await say(t, customer.cookie, order, "Second question");
    expect(await unread(t, customer.cookie, [order])).toEqual({ total: 0, threads: [] });
    expect(await unread(t, admin, [order])).toEqual({ total: 2, threads: [{ orderId: order, unread: 2 }] });
    // Reading the thread (a GET) changes nothing.
    await thread(t, admin, order);
    expect((await thread(t, secondAdmin, order)).thread).toMatchObject({ unread: 2, lastReadMessageId: 0 });

    const read = await markRead(t, secondAdmin, order, second.id);
    expect(read.json()).toEqual({ lastReadMessageId: second.id, unread: 0 });
    expect(await unread(t, admin, [order])).toEqual({ total: 0, threads: [] });

    const reply = await say(t, admin, order, "Answer");
    expect(await unread(t, customer.cookie, [order, orderId])).toMatchObject({
      threads: expect.arrayContaining([{ orderId: order, unread: 1 }]),
    });
    // A pointer never moves back, nor past the newest message.
    expect((await markRead(t, customer.cookie, order, reply.id + 1000)).json()).toEqual({
      lastReadMessageId: reply.id,
      unread: 0,
    });
    expect((await markRead(t, customer.cookie, order, 1)).json()).toEqual({ lastReadMessageId: reply.id, unread: 0 });
    // Writing reads the thread up to one's own message.
    await say(t, customer.cookie, order, "Thanks");
    expect((await thread(t, admin, order)).thread.unread).toBe(1);
    await say(t, admin, order, "You are welcome");
    expect((await thread(t, admin, order)).thread.unread).toBe(0);
  });

  it("add up over every thread of the viewer when no order is named, newest first", async () => {
    const customerWithTwo = await t.registerCustomer();
    const a = (await createOrderFor(t, customerWithTwo.cookie)).id;
    const b = (await createOrderFor(t, customerWithTwo.cookie)).id;
    await say(t, admin, a, "About order A");
    await say(t, admin, b, "About order B, 1");
    await say(t, admin, b, "About order B, 2");
    expect(await unread(t, customerWithTwo.cookie)).toEqual({
      total: 3,
      threads: [
        { orderId: b, unread: 2 },
        { orderId: a, unread: 1 },
      ],
    });
    const badQuery = await t.app.inject({
      method: "GET",
      url: "/api/messages/unread?orderIds=1,,2",
      headers: { cookie: admin },
    });
    expect(badQuery.json()).toMatchObject({ message: "orderIds must be 1 to 100 order numbers separated by commas" });
  });
});

describe("a closed order", () => {
  it("keeps its thread readable and takes messages for 30 days after it was cancelled or completed, then is read-only", async () => {
    const order = await createOrderFor(t, customer.cookie);
    await say(t, customer.cookie, order.id, "Before cancelling");
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/orders/${order.id}/cancel`,
          headers: { cookie: customer.cookie },
        })
      ).statusCode,
    ).toBe(200);
    const open = await thread(t, customer.cookie, order.id);
    expect(open.thread.writable).toBe(true);
    const until = new Date(open.thread.writableUntil!).getTime();
    expect(Math.abs(until - (Date.now() + 30 * 24 * 3600 * 1000))).toBeLessThan(60_000);
    expect((await postText(t, admin, order.id, "Cancelled as you asked.")).statusCode).toBe(201);

    // 31 days later.
    const monthAgo = new Date(Date.now() - 31 * 24 * 3600 * 1000);
    await t.db.update(orderStatusHistory).set({ createdAt: monthAgo }).where(eq(orderStatusHistory.orderId, order.id));
    const closed = await thread(t, customer.cookie, order.id);
    expect(closed.thread.writable).toBe(false);
    expect(closed.items.map((message) => message.text)).toEqual(["Cancelled as you asked.", "Before cancelling"]);
    for (const cookie of [customer.cookie, admin]) {
      const refused = await postText(t, cookie, order.id, "One more thing");
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: THREAD_MESSAGES.readOnly, code: "THREAD_READ_ONLY" });
    }
  });

  it("once the customer deleted the order's files: says so, lists the old files without a download, and takes text but no new file", async () => {
    const order = await createOrderFor(t, customer.cookie);
    const withFile = await postWithFiles(t, customer.cookie, order.id, "The stamp", [
      { name: "stamp.png", bytes: PNG_BYTES, type: "image/png" },
    ]);
    expect(withFile.statusCode, withFile.body).toBe(201);
    expect((await thread(t, customer.cookie, order.id)).thread.filesDeletedAt).toBeNull();
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/orders/${order.id}/cancel`,
          headers: { cookie: customer.cookie },
        })
      ).statusCode,
    ).toBe(200);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/orders/${order.id}/files`,
      headers: { cookie: customer.cookie },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const after = await thread(t, customer.cookie, order.id);
    expect(after.thread.writable).toBe(true);
    expect(Math.abs(new Date(after.thread.filesDeletedAt!).getTime() - Date.now())).toBeLessThan(60_000);
    const attachment = after.items[0]!.attachments[0]!;
    expect(attachment.fileName).toBe("stamp.png");
    const gone = await t.app.inject({
      method: "GET",
      url: `/api/orders/${order.id}/messages/attachments/${attachment.id}`,
      headers: { cookie: customer.cookie },
    });
    expect(gone.statusCode).toBe(410);

    const keysBefore = (await t.storageBackend.list("messages")).length;
    for (const cookie of [customer.cookie, admin]) {
      const refused = await postWithFiles(t, cookie, order.id, "Here it is again", [
        { name: "again.png", bytes: PNG_BYTES, type: "image/png" },
      ]);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: "THREAD_FILES_DELETED",
        message: "This order's files have been deleted: messages on it can no longer carry files",
      });
    }
    expect((await t.storageBackend.list("messages")).length).toBe(keysBefore);
    expect((await postText(t, customer.cookie, order.id, "Thanks, all clear.")).statusCode).toBe(201);
  });
});
