import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminFileAccessPage, CustomerFileAccessPage } from "../../../src/shared/schemas/files";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import { approvedTranslator, get, type SignedInTranslator } from "../jobs/fixtures";
import { completedOrderWithFiles, documentName, downloadUrls, type FilledOrder } from "./fixtures";

// Issue 27, item 5 ("Who opened my documents"): every download of a customer's file is recorded, whoever makes it,
// and the customer and the admin read it on the order.

const CUSTOMER_IP = "203.0.113.7";
const TRANSLATOR_IP = "198.51.100.4";
const ADMIN_IP = "192.0.2.9";

let t: TestApp;
let admin: string;
let translator: SignedInTranslator;
let customer: { cookie: string; user: { id: number; username: string } };
let other: { cookie: string };
let order: FilledOrder;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  translator = await approvedTranslator(t, admin, { fullName: "Zeynep Arslan" });
  customer = await t.registerCustomer({ firstName: "Elif", lastName: "Demir" });
  other = await t.registerCustomer();
  order = await completedOrderWithFiles(t, admin, translator, customer.cookie);
}, 180_000);
afterAll(async () => t.close());

const download = (url: string, cookie: string, remoteAddress: string) =>
  t.app.inject({ method: "GET", url, headers: { cookie }, remoteAddress });
const customerLog = (query = "") => get(t, `/api/orders/${order.orderId}/file-access${query}`, customer.cookie);
const adminLog = (query = "") => get(t, `/api/admin/orders/${order.orderId}/file-access${query}`, admin);

describe("who opened the documents", { timeout: 120_000 }, () => {
  it("records every download by the customer, the translator and the admin, from every file route", async () => {
    const urls = downloadUrls(order);
    expect((await customerLog()).json<CustomerFileAccessPage>().items).toEqual([]);
    for (const url of [urls.document, urls.translation, urls.certificate, urls.notarized, urls.messageAttachment])
      expect((await download(url, customer.cookie, CUSTOMER_IP)).statusCode, url).toBe(200);
    expect((await download(urls.translatorDocument, translator.cookie, TRANSLATOR_IP)).statusCode).toBe(200);
    expect((await download(urls.document, admin, ADMIN_IP)).statusCode).toBe(200);
    expect((await download(urls.adminNotarized, admin, ADMIN_IP)).statusCode).toBe(200);
    // A refused download is no access: another customer's attempt leaves nothing.
    expect((await download(urls.document, other.cookie, "198.51.100.99")).statusCode).toBe(404);

    const name = await documentName(t, order.documentId);
    const adminPage = (await adminLog()).json<AdminFileAccessPage>();
    expect(adminPage.items.map((entry) => [entry.role, entry.fileKind, entry.ipAddress])).toEqual([
      ["admin", "notarized_scan", ADMIN_IP],
      ["admin", "document", ADMIN_IP],
      ["translator", "document", TRANSLATOR_IP],
      ["user", "message_attachment", CUSTOMER_IP],
      ["user", "notarized_scan", CUSTOMER_IP],
      ["user", "certificate", CUSTOMER_IP],
      ["user", "translation", CUSTOMER_IP],
      ["user", "document", CUSTOMER_IP],
    ]);
    expect(adminPage.items[2]).toMatchObject({ name: "Zeynep Arslan", fileName: name, userId: translator.userId });
    expect(adminPage.items[7]).toMatchObject({ username: customer.user.username, name: "Elif Demir", fileName: name });
    // The certified PDF as the customer got it, named for the document (docs/deliverable.md).
    expect(adminPage.items[5]!.fileName).toBe("Other Document.pdf");
    expect(adminPage.items[3]).toMatchObject({ fileName: "stamp.png", fileKind: "message_attachment" });
  });

  it("shows the customer their own opens with the address, the translator by name, the staff without names or addresses", async () => {
    const page = (await customerLog()).json<CustomerFileAccessPage>();
    expect(page.items.map((entry) => [entry.who, entry.name, entry.ipAddress])).toEqual([
      ["agency", null, null],
      ["agency", null, null],
      ["translator", "Zeynep Arslan", null],
      ["you", null, CUSTOMER_IP],
      ["you", null, CUSTOMER_IP],
      ["you", null, CUSTOMER_IP],
      ["you", null, CUSTOMER_IP],
      ["you", null, CUSTOMER_IP],
    ]);
    expect(JSON.stringify(page)).not.toContain("admin");
  });

  it("pages the log, newest first, with cursors both ways", async () => {
    const first = (await customerLog("?limit=3")).json<CustomerFileAccessPage>();
    expect(first.items).toHaveLength(3);
    expect(first.prevCursor).toBeNull();
    const second = (await customerLog(`?limit=3&cursor=${first.nextCursor}`)).json<CustomerFileAccessPage>();
    const third = (await customerLog(`?limit=3&cursor=${second.nextCursor}`)).json<CustomerFileAccessPage>();
    expect(third.items).toHaveLength(2);
    expect(third.nextCursor).toBeNull();
    const ids = [...first.items, ...second.items, ...third.items].map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(8);
    const back = (await customerLog(`?limit=3&cursor=${second.prevCursor}`)).json<CustomerFileAccessPage>();
    expect(back.items.map((entry) => entry.id)).toEqual(first.items.map((entry) => entry.id));
    expect((await customerLog("?limit=0")).statusCode).toBe(400);
    expect((await customerLog("?cursor=garbage")).statusCode).toBe(400);
  });

  it("is the order's owner's and the admin's alone", async () => {
    const others = await get(t, `/api/orders/${order.orderId}/file-access`, other.cookie);
    expect(others.statusCode).toBe(404);
    expect(others.json().message).toBe("Order not found");
    // An admin reads it on the admin route; the customer route is the owner's.
    expect((await get(t, `/api/orders/${order.orderId}/file-access`, admin)).statusCode).toBe(404);
    expect((await get(t, `/api/admin/orders/${order.orderId}/file-access`, customer.cookie)).statusCode).toBe(403);
    expect((await get(t, `/api/admin/orders/${order.orderId}/file-access`, translator.cookie)).statusCode).toBe(403);
    expect((await get(t, `/api/orders/${order.orderId}/file-access`)).statusCode).toBe(401);
  });
});
