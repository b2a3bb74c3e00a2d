import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderStatusHistory } from "../../../src/server/db/schema/orders";
import { payments } from "../../../src/server/db/schema/payments";
import { countWords } from "../../../src/server/documents/count-words";
import {
  TEST_CARD,
  buildDoc,
  createOrderFor,
  createPayableOrder,
  payOrder,
  uploadDocument,
} from "../../support/fixtures";
import { TURKISH_LETTER_LINES, renderPhotoPng, renderSmearedPng } from "../../support/ocr-fixtures";
import { loadConfig } from "../../../src/server/config";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";

// Issue 28, item 1: a count OCR cannot vouch for is priced on the page estimate, labelled, flagged for the admin,
// who sets it; the customer hears of a new price before paying, and checkout charges it (docs/ordering.md,
// "Word count review"). Through the real upload and analysis pool.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  // OCR on a busy two-core machine can take longer than the upload's usual wait: the answer waits for the count.
  t = await createTestApp({
    config: { jobs: loadConfig({ NODE_ENV: "test", UPLOAD_ANALYSIS_WAIT_MS: "170000" }).jobs },
  });
  admin = await verifiedAdminCookie(t);
});
afterAll(async () => t.close());

const OCR_TIMEOUT = 180_000;
const setCount = (orderId: number, documentId: number, payload: object, cookie = admin) =>
  t.app.inject({
    method: "PUT",
    url: `/api/admin/orders/${orderId}/documents/${documentId}/word-count`,
    headers: { cookie },
    payload,
  });
const adminRow = async (orderId: number) => {
  const page = (
    await t.app.inject({ method: "GET", url: "/api/admin/orders?limit=100", headers: { cookie: admin } })
  ).json();
  return page.items.find((row: { id: number }) => row.id === orderId);
};

describe("photos read through the upload and the analysis pool", () => {
  it(
    "counts a photo taken sideways from its words, not from the garbage read across its lines",
    { timeout: OCR_TIMEOUT },
    async () => {
      const { cookie } = await t.registerCustomer();
      const order = await createOrderFor(t, cookie, { items: [{ documentType: "other", wordCount: 500 }] });
      const upload = await uploadDocument(t, cookie, order.id, {
        name: "letter-sideways.png",
        bytes: renderPhotoPng(TURKISH_LETTER_LINES, { turns: 1 }),
      });
      expect(upload.statusCode).toBe(201);
      const truth = countWords(TURKISH_LETTER_LINES.join(" "));
      expect(upload.json().document).toMatchObject({ wordCountSource: "scan", wordCountReview: null });
      expect(Math.abs(upload.json().document.wordCount - truth)).toBeLessThanOrEqual(Math.ceil(truth * 0.1));
      expect((await adminRow(order.id)).wordCountReviewNeeded).toBe(false);
    },
  );

  it(
    "prices a photo it cannot read reliably on the page estimate and flags the order for an agent",
    { timeout: OCR_TIMEOUT },
    async () => {
      const { cookie } = await t.registerCustomer();
      const order = await createOrderFor(t, cookie, { items: [{ documentType: "other", wordCount: 500 }] });
      const upload = await uploadDocument(t, cookie, order.id, {
        name: "blurred.png",
        bytes: renderSmearedPng(TURKISH_LETTER_LINES.slice(0, 3)),
      });
      expect(upload.statusCode).toBe(201);
      expect(upload.json().document).toMatchObject({
        wordCount: 250,
        wordCountSource: "estimated",
        wordCountEstimated: true,
        wordCountReview: "needed",
      });
      // 250 words × $0.15 (Certified)
      expect(upload.json().order.totalCents).toBe(3750);
      expect((await adminRow(order.id)).wordCountReviewNeeded).toBe(true);
      const detail = (
        await t.app.inject({ method: "GET", url: `/api/admin/orders/${order.id}`, headers: { cookie: admin } })
      ).json();
      expect(detail.documents[0]).toMatchObject({ wordCountReview: "needed", analysisStatus: "done" });
      expect(detail.documents[0].ocrConfidence).toBeLessThan(70);
    },
  );
});

describe("PUT /api/admin/orders/:orderId/documents/:documentId/word-count", () => {
  it("flag → the agent sets the count → the customer is told → the old checkout is refused → checkout charges the new price", async () => {
    const { user, cookie } = await t.registerCustomer();
    const order = await createOrderFor(t, cookie, { items: [{ documentType: "other", wordCount: 1000 }] });
    // A legacy .doc is estimated from its size (3000 bytes / 15 = 200 words) and waits for an agent like a blurred photo.
    const upload = await uploadDocument(t, cookie, order.id, { name: "dilekce.doc", bytes: buildDoc(3000) });
    const documentId = upload.json().document.id;
    expect(upload.json().document).toMatchObject({
      wordCount: 200,
      wordCountSource: "estimated",
      wordCountReview: "needed",
    });
    expect(upload.json().order.totalCents).toBe(3000);
    const staleIntent = await t.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      headers: { cookie },
      payload: { orderId: order.id },
    });
    expect(staleIntent.json().amountCents).toBe(3000);

    const response = await setCount(order.id, documentId, { wordCount: 420, note: "Counted from the photo" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      totalCents: 6300,
      documents: [{ id: documentId, wordCount: 420, wordCountSource: "agent", wordCountReview: "confirmed" }],
    });
    expect((await adminRow(order.id)).wordCountReviewNeeded).toBe(false);
    const notes = (await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id))).map(
      (row) => row.note,
    );
    expect(notes).toContain(
      "Word count of dilekce.doc set to 420 by an agent (was 200, estimated); order total $30.00 → $63.00: Counted from the photo",
    );
    const history = response.json().history.at(-1);
    expect(history).toMatchObject({ changedByUsername: "admin", fromStatus: "pending", toStatus: "pending" });

    // The customer is told before paying: an e-mail, and the order page.
    const [mail] = (await t.mailer.listOutbox({ to: user.email })).filter((row) =>
      row.subject.startsWith("The price of your order"),
    );
    expect(mail.subject).toBe(`The price of your order #${order.id} changed`);
    expect(mail.text).toContain("A member of our team has now counted it: 420 words.");
    expect(mail.text).toContain("Your order total changed from $30.00 to $63.00.");
    expect(mail.text).toContain(`/dashboard/orders/${order.id}`);
    const mine = (await t.app.inject({ method: "GET", url: `/api/orders/${order.id}`, headers: { cookie } })).json();
    expect(mine).toMatchObject({
      totalCents: 6300,
      documents: [{ wordCount: 420, wordCountSource: "agent", wordCountReview: "confirmed" }],
    });
    expect(mine.wordCountConfirmations).toMatchObject([
      { documentName: "dilekce.doc", wordsBefore: 200, wordsAfter: 420, totalBeforeCents: 3000, totalAfterCents: 6300 },
    ]);

    // The checkout opened at $30.00 is refused before any charge; a new one charges $63.00.
    const stale = await t.app.inject({
      method: "POST",
      url: "/api/test-payments/confirm",
      payload: { clientSecret: staleIntent.json().clientSecret, ...TEST_CARD },
    });
    expect(stale.statusCode).toBe(409);
    const { confirm } = await payOrder(t, cookie, order.id);
    expect(confirm.statusCode).toBe(200);
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.filter((row) => row.status === "paid").map((row) => row.amountCents)).toEqual([6300]);
  });

  it("keeps the total (and sends no e-mail) when the count leaves the price where it was", async () => {
    const { user, cookie } = await t.registerCustomer();
    const order = await createOrderFor(t, cookie, { items: [{ documentType: "other", wordCount: 1000 }] });
    const upload = await uploadDocument(t, cookie, order.id, { name: "short.doc", bytes: buildDoc(1500) });
    // 100 words × $0.15 = $15.00, raised to the $25.00 minimum; 120 words ($18.00) is still under it.
    expect(upload.json().order.totalCents).toBe(2500);
    const response = await setCount(order.id, upload.json().document.id, { wordCount: 120 });
    expect(response.json()).toMatchObject({ totalCents: 2500 });
    expect(
      (await t.mailer.listOutbox({ to: user.email })).filter((row) =>
        row.subject.startsWith("The price of your order"),
      ),
    ).toEqual([]);
  });

  it("records the count of a paid order without changing the price paid", async () => {
    const { user, cookie } = await t.registerCustomer();
    const order = await createPayableOrder(t, cookie);
    await payOrder(t, cookie, order.id);
    const detail = (
      await t.app.inject({ method: "GET", url: `/api/admin/orders/${order.id}`, headers: { cookie: admin } })
    ).json();
    const response = await setCount(order.id, detail.documents[0].id, { wordCount: 1200 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      totalCents: 15000,
      documents: [{ wordCount: 1200, wordCountSource: "agent" }],
    });
    expect(
      (await t.mailer.listOutbox({ to: user.email })).filter((row) =>
        row.subject.startsWith("The price of your order"),
      ),
    ).toEqual([]);
  });

  it("refuses a count that is not a whole number of words, a document of another order, and a customer", async () => {
    const { cookie } = await t.registerCustomer();
    const order = await createOrderFor(t, cookie, { items: [{ documentType: "other", wordCount: 1000 }] });
    const other = await createOrderFor(t, cookie, { items: [{ documentType: "other", wordCount: 1000 }] });
    const documentId = (await uploadDocument(t, cookie, order.id, { name: "a.doc", bytes: buildDoc(1500) })).json()
      .document.id;
    for (const wordCount of [0, 2.5, "many", 100_000_000]) {
      const refused = await setCount(order.id, documentId, { wordCount });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^Please enter the document's word count: a whole number from 1 to /);
    }
    expect((await setCount(other.id, documentId, { wordCount: 10 })).json()).toMatchObject({
      message: "Document not found",
    });
    expect((await setCount(order.id, documentId, { wordCount: 10 }, cookie)).statusCode).toBe(403);
  });
});
