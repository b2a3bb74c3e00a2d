import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../../src/server/db/schema/marketing";
import {
  orderMessageAttachments,
  orderMessages,
  orderNameSpellings,
  orderThreadMembers,
} from "../../../src/server/db/schema/messages";
import { orders } from "../../../src/server/db/schema/orders";
import { collectOrderMessagesForExport, eraseMessagesOfCustomer } from "../../../src/server/messages/export-and-erase";
import { verifiedAdminCookie } from "../admin/admin-session";
import { PNG_BYTES, createOrderFor } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";
import { postWithFiles, say } from "./fixtures";

// What "Download my data" and account deletion (issue 27) call for this feature (docs/order-messages.md, "Export and erasure").

let t: TestApp;
let admin: string;
let customer: { cookie: string; user: { id: number } };
let bystander: { cookie: string; user: { id: number } };
let orderId: number;
let bystanderOrderId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  customer = await t.registerCustomer({ firstName: "Ayşe", lastName: "Yılmaz" });
  bystander = await t.registerCustomer();
  orderId = (
    await createOrderFor(t, customer.cookie, {
      nameSpellings: [{ inDocument: "Şükrü Işık", inPassport: "SUKRU ISIK" }],
    })
  ).id;
  expect(
    (
      await postWithFiles(t, customer.cookie, orderId, "My passport page", [
        { name: "passport.png", bytes: PNG_BYTES, type: "image/png" },
      ])
    ).statusCode,
  ).toBe(201);
  await say(t, admin, orderId, "Thank you, we will follow it.");
  const contact = await t.app.inject({
    method: "POST",
    url: "/api/contact",
    headers: { cookie: customer.cookie },
    payload: {
      name: "Ayşe Yılmaz",
      email: "ayse@example.com",
      subject: "Invoice",
      message: "Could I have an invoice for my order?",
      orderId,
    },
  });
  expect(contact.statusCode).toBe(201);
  bystanderOrderId = (await createOrderFor(t, bystander.cookie)).id;
  await say(t, bystander.cookie, bystanderOrderId, "Someone else's question");
}, 120_000);
afterAll(async () => t.close());

describe("the customer's messages", () => {
  it("are collected for their data export: threads with files and names, and their contact messages", async () => {
    const exported = await collectOrderMessagesForExport({ db: t.db, userId: customer.user.id });
    expect(exported.threads).toHaveLength(1);
    const [thread] = exported.threads;
    expect(thread!.orderId).toBe(orderId);
    expect(thread!.nameSpellings).toEqual([
      {
        at: expect.any(String),
        by: { party: "customer", name: "Ayşe Yılmaz" },
        nameSpellings: [{ inDocument: "Şükrü Işık", inPassport: "SUKRU ISIK" }],
      },
    ]);
    expect(thread!.messages.map((message) => [message.from.party, message.byCustomer, message.text])).toEqual([
      ["customer", true, "My passport page"],
      ["agency", false, "Thank you, we will follow it."],
    ]);
    const [file] = thread!.messages[0]!.attachments;
    expect(file).toMatchObject({ fileName: "passport.png", fileType: "image/png", fileSize: PNG_BYTES.length });
    expect((await t.storage.get(file!.storageKey)).equals(PNG_BYTES)).toBe(true);
    expect(exported.contactMessages).toEqual([
      expect.objectContaining({
        subject: "Invoice",
        message: "Could I have an invoice for my order?",
        email: "ayse@example.com",
        orderId,
      }),
    ]);
    // Nothing of another customer's.
    expect(JSON.stringify(exported)).not.toContain("Someone else's question");
  });

  it("are erased with the account: whole threads, files (keys handed back), read state, names and contact messages", async () => {
    const erased = await t.db.transaction((tx) => eraseMessagesOfCustomer({ db: tx, userId: customer.user.id }));
    expect(erased).toMatchObject({ messages: 2, attachments: 1, nameSpellingVersions: 1, contactMessages: 1 });
    expect(erased.storageKeys).toHaveLength(1);
    for (const key of erased.storageKeys) await t.storage.delete(key);
    expect(await t.storage.exists(erased.storageKeys[0]!)).toBe(false);

    expect(await t.db.select().from(orderMessages).where(eq(orderMessages.orderId, orderId))).toEqual([]);
    expect(
      await t.db.select().from(orderMessageAttachments).where(eq(orderMessageAttachments.orderId, orderId)),
    ).toEqual([]);
    expect(await t.db.select().from(orderThreadMembers).where(eq(orderThreadMembers.orderId, orderId))).toEqual([]);
    expect(await t.db.select().from(orderNameSpellings).where(eq(orderNameSpellings.orderId, orderId))).toEqual([]);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.userId, customer.user.id))).toEqual([]);
    // The order itself is the caller's to handle; the other customer's thread is untouched.
    expect(await t.db.select().from(orders).where(eq(orders.id, orderId))).toHaveLength(1);
    expect(await t.db.select().from(orderMessages).where(eq(orderMessages.orderId, bystanderOrderId))).toHaveLength(1);
    expect(await collectOrderMessagesForExport({ db: t.db, userId: customer.user.id })).toEqual({
      threads: [],
      contactMessages: [],
    });
  });
});
