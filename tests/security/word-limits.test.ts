import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents } from "../../src/server/db/schema/documents";
import { createDocumentAnalyser } from "../../src/server/documents/analysis-pool";
import { readPendingDocument } from "../../src/server/documents/read-pending-documents";
import { attachDocumentToItem } from "../../src/server/orders/attach-document-to-item";
import { newStorageKey } from "../../src/server/storage/storage-key";
import { DOCUMENT_TOO_MANY_WORDS_MESSAGE, orderTooManyWordsMessage } from "../../src/shared/schemas/documents";
import type { AdminSetting } from "../../src/shared/schemas/settings";
import { verifiedAdminCookie } from "../api/admin/admin-session";
import { buildDocx, createOrderFor, uploadDocument } from "../support/fixtures";
import { createTestApp, type TestApp } from "../support/test-app";

// docs/ordering.md, "Word limits": a document holds at most the quote's 1,000,000 words, and an order at most
// the admin's max_order_words (1,000,000 unless raised). A small file of millions of words once made a
// $1.5 million order that the test card paid.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
});
afterAll(async () => t?.close());

const words = (count: number) => Array.from({ length: count }, (_, i) => `w${i}`).join(" ");

async function setOrderCeiling(value: string) {
  const all = (await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: { cookie: admin } })).json<
    AdminSetting[]
  >();
  const setting = all.find((candidate) => candidate.key === "max_order_words")!;
  return t.app.inject({
    method: "PUT",
    url: `/api/admin/settings/${setting.id}`,
    headers: { cookie: admin },
    payload: { value },
  });
}

const payIntent = (cookie: string, orderId: number) =>
  t.app.inject({ method: "POST", url: "/api/create-payment-intent", headers: { cookie }, payload: { orderId } });
const orderDetail = async (cookie: string, orderId: number) =>
  (await t.app.inject({ method: "GET", url: `/api/orders/${orderId}`, headers: { cookie } })).json();

describe("one document", () => {
  it("a 1.7 MB Word file of 1,000,001 words is refused with the quote's limit, and nothing is kept", async () => {
    const { cookie } = await t.registerCustomer();
    const order = await createOrderFor(t, cookie);
    const docx = buildDocx([words(1_000_001)]);
    const response = await uploadDocument(t, cookie, order.id, { name: "huge.docx", bytes: docx });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: DOCUMENT_TOO_MANY_WORDS_MESSAGE, code: "DOCUMENT_TOO_MANY_WORDS" });
    expect(DOCUMENT_TOO_MANY_WORDS_MESSAGE).toBe(
      "This document has more than 1,000,000 words. Please split it into smaller documents.",
    );
    expect(await t.db.select().from(documents).where(eq(documents.orderId, order.id))).toEqual([]);
    expect((await orderDetail(cookie, order.id)).totalPrice).toBe(order.totalPrice);
  }, 60_000);
});

describe("the order's ceiling, set by an admin", () => {
  it("refuses the upload that would take the order past it, and the admin can raise it", async () => {
    expect((await setOrderCeiling("1500")).statusCode).toBe(200);
    const { cookie } = await t.registerCustomer();
    const order = await createOrderFor(t, cookie, { wordCount: 1000 });
    expect(
      (await uploadDocument(t, cookie, order.id, { name: "one.txt", bytes: Buffer.from(words(1000)) })).statusCode,
    ).toBe(201);
    const refused = await uploadDocument(t, cookie, order.id, { name: "two.txt", bytes: Buffer.from(words(1000)) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message:
        "An order can have at most 1,500 words. Please remove a document or place a separate order for it, or contact us.",
      code: "ORDER_TOO_MANY_WORDS",
      params: { words: 1500 },
    });
    expect((await orderDetail(cookie, order.id)).wordCount).toBe(1000);

    expect((await setOrderCeiling("2000")).statusCode).toBe(200);
    expect(
      (await uploadDocument(t, cookie, order.id, { name: "two.txt", bytes: Buffer.from(words(1000)) })).statusCode,
    ).toBe(201);
    expect((await orderDetail(cookie, order.id)).wordCount).toBe(2000);
    expect((await payIntent(cookie, order.id)).statusCode).toBe(200);

    // Lowered after the documents were read: checkout says why it is blocked.
    expect((await setOrderCeiling("1999")).statusCode).toBe(200);
    const blocked = await payIntent(cookie, order.id);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(orderTooManyWordsMessage(1999));
  }, 60_000);

  it("marks a document counted in the background past the ceiling, and checkout names the limit", async () => {
    expect((await setOrderCeiling("1500")).statusCode).toBe(200);
    const { cookie } = await t.registerCustomer();
    const order = await createOrderFor(t, cookie, { wordCount: 1000 });
    expect(
      (await uploadDocument(t, cookie, order.id, { name: "one.txt", bytes: Buffer.from(words(1000)) })).statusCode,
    ).toBe(201);
    // A second document its upload request left to the document.analyze job.
    const key = newStorageKey("documents");
    await t.storage.put(key, Buffer.from(words(800)), "text/plain");
    const [late] = await t.db
      .insert(documents)
      .values({
        orderId: order.id,
        originalFilename: "late.txt",
        s3Key: key,
        fileType: "text/plain",
        fileSize: 100,
        analysisStatus: "pending",
      })
      .returning();
    await attachDocumentToItem(t.db, { orderId: order.id, documentId: late!.id });
    const analyser = createDocumentAnalyser({ threads: 1 });
    try {
      await readPendingDocument(
        { db: t.db, storage: t.storage, analyser, provider: t.payments, log: t.app.log },
        late!.id,
      );
    } finally {
      await analyser.close();
    }
    const message = orderTooManyWordsMessage(1500);
    expect(await t.db.select().from(documents).where(eq(documents.id, late!.id))).toMatchObject([
      { analysisStatus: "failed", analysisError: message },
    ]);
    expect((await orderDetail(cookie, order.id)).wordCount).toBe(1000);
    const blocked = await payIntent(cookie, order.id);
    expect(blocked.statusCode).toBe(409);
    // With its code, so the Turkish checkout says it in Turkish.
    expect(blocked.json()).toEqual({ message, code: "ORDER_TOO_MANY_WORDS", params: { words: 1500 } });
  }, 60_000);

  it("rejects a ceiling that is not a whole number of words", async () => {
    const response = await setOrderCeiling("1.5 million");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Value must be a whole number from 1 to 100,000,000");
  });
});
