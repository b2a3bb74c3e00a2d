import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import { orders } from "../../src/server/db/schema/orders";
import { payments } from "../../src/server/db/schema/payments";
import { createDocumentAnalyser, type DocumentAnalyser } from "../../src/server/documents/analysis-pool";
import { handlePaymentEvent } from "../../src/server/payments/handle-payment-event";
import type { TestPaymentProvider } from "../../src/server/payments/test-payment-provider";
import { errorText } from "../../src/shared/error-codes";
import type { DocumentDto } from "../../src/shared/schemas/documents";
import { STALE_CHARGE_REFUNDED_MESSAGE, STALE_PAYMENT_MESSAGE } from "../../src/shared/schemas/payments";
import { TEST_CARD, buildPdf, createOrderFor, uploadDocument } from "../support/fixtures";
import { createTestApp, type TestApp } from "../support/test-app";

// A checkout may only be paid for the order as it was priced (docs/ordering.md, "Stale checkout"): a document
// added while checkout is open, even one not counted yet (0 words, $0.00), stops the old intent from paying.

/** The real pool; text files wait until the test lets them be read (a long OCR, in effect). */
function analyserHoldingTextFiles() {
  const real = createDocumentAnalyser({ threads: 1 });
  let gate = Promise.resolve();
  let open = () => {};
  const analyser: DocumentAnalyser = {
    analyse: async (userId, extension, bytes) => {
      if (extension === ".txt") await gate;
      return real.analyse(userId, extension, bytes);
    },
    handBackAfter: (graceMs) => real.handBackAfter(graceMs),
    idle: () => real.idle(),
    close: () => real.close(),
  };
  return {
    analyser,
    /** Text files uploaded from now on stay "pending" until release(). */
    hold: () => void (gate = new Promise<void>((resolve) => (open = resolve))),
    release: () => open(),
  };
}

const held = analyserHoldingTextFiles();
let t: TestApp;
let provider: TestPaymentProvider;
beforeAll(async () => {
  // The upload request waits for the count, as with a 10-page scan read by OCR; the attack pays meanwhile.
  t = await createTestApp({
    documentAnalyser: held.analyser,
    config: { jobs: loadConfig({ NODE_ENV: "test", UPLOAD_ANALYSIS_WAIT_MS: "60000" }).jobs },
  });
  provider = t.payments as TestPaymentProvider;
});
afterAll(async () => {
  await t.close();
  await held.analyser.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ");
/** A real PDF holding `count` words, 10 a line and 50 lines a page. */
function pdfOf(count: number): Promise<Buffer> {
  const list = words(count).split(" ");
  const lines = Array.from({ length: Math.ceil(count / 10) }, (_, i) => list.slice(i * 10, i * 10 + 10).join(" "));
  return buildPdf(Array.from({ length: Math.ceil(lines.length / 50) }, (_, i) => lines.slice(i * 50, i * 50 + 50)));
}
const createIntent = (cookie: string, orderId: number) =>
  t.app.inject({ method: "POST", url: "/api/create-payment-intent", headers: { cookie }, payload: { orderId } });
const confirm = (clientSecret: string) =>
  t.app.inject({ method: "POST", url: "/api/test-payments/confirm", payload: { clientSecret, ...TEST_CARD } });
const orderRow = async (orderId: number) => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const paidPayments = (orderId: number) =>
  t.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "paid")));

async function documentsOf(cookie: string, orderId: number): Promise<DocumentDto[]> {
  return (await t.app.inject({ method: "GET", url: `/api/documents/order/${orderId}`, headers: { cookie } })).json();
}

/** Starts uploading a text file the analyser holds, and returns once it is stored (pending) while the request still waits. */
async function startHeldUpload(cookie: string, orderId: number, wordCount: number) {
  held.hold();
  const before = (await documentsOf(cookie, orderId)).length;
  const request = uploadDocument(t, cookie, orderId, { name: "scan.txt", bytes: Buffer.from(words(wordCount)) });
  const deadline = Date.now() + 30_000;
  while ((await documentsOf(cookie, orderId)).length === before) {
    if (Date.now() > deadline) throw new Error("the upload was not stored");
    await sleep(20);
  }
  const stored = (await documentsOf(cookie, orderId)).at(-1)!;
  expect(stored).toMatchObject({ originalFilename: "scan.txt", analysisStatus: "pending", wordCount: 0 });
  return { finished: request }; // wrapped: an async function returning the promise would wait for it
}

async function waitUntilCounted(cookie: string, orderId: number, count: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while ((await documentsOf(cookie, orderId)).filter((document) => document.analysisStatus === "done").length < count) {
    if (Date.now() > deadline) throw new Error("documents were not counted");
    await sleep(100);
  }
}

/** A pending order holding one counted 1,000-word PDF: certified, $150.00. */
async function orderWithCountedPdf(cookie: string) {
  const order = await createOrderFor(t, cookie, { wordCount: 1000 });
  const upload = await uploadDocument(t, cookie, order.id, { name: "contract.pdf", bytes: await pdfOf(1000) });
  expect(upload.statusCode).toBe(201);
  await waitUntilCounted(cookie, order.id, 1);
  expect((await orderRow(order.id)).totalCents).toBe(15_000);
  return order;
}

describe("a document added while checkout is open", () => {
  it("stops the old intent from paying while it is read, then the order is paid at its real price", async () => {
    const { cookie } = await t.registerCustomer();
    const order = await orderWithCountedPdf(cookie);
    const opened = await createIntent(cookie, order.id);
    expect(opened.json()).toMatchObject({ amountCents: 15_000 });

    // Added without an item id and still being read: the total does not move ($0.00 for 0 words).
    const { finished: scan } = await startHeldUpload(cookie, order.id, 2970);
    expect((await orderRow(order.id)).totalCents).toBe(15_000);

    const stale = await confirm(opened.json().clientSecret);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: STALE_PAYMENT_MESSAGE, code: "STALE_PAYMENT" });
    expect(await paidPayments(order.id)).toHaveLength(0);
    expect((await orderRow(order.id)).status).toBe("pending");
    const reopened = await createIntent(cookie, order.id);
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().message).toBe(errorText("DOCUMENTS_BEING_READ"));

    held.release();
    expect((await scan).json().document).toMatchObject({ analysisStatus: "done", wordCount: 2970 });
    // 1,000 + 2,970 words × $0.15 = $595.50.
    expect((await orderRow(order.id)).totalCents).toBe(59_550);
    const priced = await createIntent(cookie, order.id);
    expect(priced.json()).toMatchObject({ amountCents: 59_550 });
    expect((await confirm(priced.json().clientSecret)).statusCode).toBe(200);
    expect(await paidPayments(order.id)).toMatchObject([{ amountCents: 59_550 }]);
    // The intent opened for $150 can no longer pay.
    expect((await confirm(opened.json().clientSecret)).statusCode).toBe(409);
    expect(await paidPayments(order.id)).toHaveLength(1);
  }, 120_000);

  it("refunds a charge made anyway for the order as it was (the card confirmed before the upload landed)", async () => {
    const { cookie } = await t.registerCustomer();
    const order = await orderWithCountedPdf(cookie);
    const { clientSecret } = (await createIntent(cookie, order.id)).json();
    // The browser charges the card; the provider's event reaches the server only after the order changed.
    const event = await provider.confirm({ clientSecret, cardNumber: TEST_CARD.cardNumber });
    const { finished: scan } = await startHeldUpload(cookie, order.id, 2970);
    expect((await orderRow(order.id)).totalCents).toBe(15_000);

    const result = await handlePaymentEvent({ db: t.db, mailer: t.mailer, provider, log: t.app.log, event });
    expect(result).toMatchObject({
      status: "refused",
      refusal: "document_being_read",
      message: STALE_CHARGE_REFUNDED_MESSAGE,
    });
    expect((await orderRow(order.id)).status).toBe("pending");
    const [row] = await t.db.select().from(payments).where(eq(payments.stripePaymentId, event.intent.id));
    expect(row).toMatchObject({
      status: "failed",
      amountCents: 15_000,
      metadata: {
        refusedCharge: true,
        failureCode: "document_being_read",
        failureMessage: STALE_CHARGE_REFUNDED_MESSAGE,
      },
    });
    expect(row!.metadata).toHaveProperty("autoRefundId", expect.stringMatching(/^re_test_/));
    const [notice] = await t.mailer
      .listOutbox({ to: "orders@bosphorustranslate.com" })
      .then((mail) => mail.filter((m) => m.subject.includes(`order #${order.id}`)));
    expect(notice?.subject).toBe(`Charge refunded automatically on order #${order.id}: $150.00`);

    // The same event again refunds nothing twice and tells nobody twice.
    await handlePaymentEvent({ db: t.db, mailer: t.mailer, provider, log: t.app.log, event });
    const notices = (await t.mailer.listOutbox({ to: "orders@bosphorustranslate.com" })).filter((m) =>
      m.subject.includes(`order #${order.id}`),
    );
    expect(notices).toHaveLength(1);
    // The customer's Payment History says what happened.
    const history = (await t.app.inject({ method: "GET", url: "/api/payments", headers: { cookie } })).json().items;
    expect(history).toMatchObject([
      { orderId: order.id, status: "failed", failureMessage: STALE_CHARGE_REFUNDED_MESSAGE, refundableAmountCents: 0 },
    ]);

    // Counted, the order is paid at its new price as usual.
    held.release();
    expect((await scan).statusCode).toBe(201);
    const priced = await createIntent(cookie, order.id);
    expect(priced.json()).toMatchObject({ amountCents: 59_550 });
    expect((await confirm(priced.json().clientSecret)).statusCode).toBe(200);
  }, 120_000);

  it("refuses a same-total intent once the documents it was priced for changed", async () => {
    const { cookie } = await t.registerCustomer();
    // One item estimated at 1,000 words and one document: replacing the document with another of 1,000 words
    // keeps the total at $150.00, but the order is no longer the one the checkout was opened for.
    const order = await orderWithCountedPdf(cookie);
    const opened = await createIntent(cookie, order.id);
    const [first] = await documentsOf(cookie, order.id);
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/documents/${first!.id}`, headers: { cookie } })).statusCode,
    ).toBe(200);
    expect(
      (await uploadDocument(t, cookie, order.id, { name: "contract-v2.pdf", bytes: await pdfOf(1000) })).statusCode,
    ).toBe(201);
    await waitUntilCounted(cookie, order.id, 1);
    expect((await orderRow(order.id)).totalCents).toBe(15_000);

    const stale = await confirm(opened.json().clientSecret);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_PAYMENT_MESSAGE);
    const fresh = await createIntent(cookie, order.id);
    expect(fresh.json().clientSecret).not.toBe(opened.json().clientSecret);
    expect((await confirm(fresh.json().clientSecret)).statusCode).toBe(200);
  }, 120_000);
});

describe("a paid order", () => {
  it("keeps its documents and price, even when an admin moved it back to pending", async () => {
    const { cookie } = await t.registerCustomer();
    const order = await orderWithCountedPdf(cookie);
    const { clientSecret } = (await createIntent(cookie, order.id)).json();
    expect((await confirm(clientSecret)).statusCode).toBe(200);
    await t.db.update(orders).set({ status: "pending" }).where(eq(orders.id, order.id));

    const upload = await uploadDocument(t, cookie, order.id, { name: "more.pdf", bytes: await pdfOf(500) });
    expect(upload.statusCode).toBe(409);
    expect(upload.json()).toEqual({ message: errorText("ORDER_PAID_FROZEN"), code: "ORDER_PAID_FROZEN" });
    const [document] = await documentsOf(cookie, order.id);
    const removal = await t.app.inject({
      method: "DELETE",
      url: `/api/documents/${document!.id}`,
      headers: { cookie },
    });
    expect(removal.statusCode).toBe(409);
    expect(removal.json().message).toBe(errorText("ORDER_PAID_FROZEN"));
    expect(await documentsOf(cookie, order.id)).toHaveLength(1);
    expect((await orderRow(order.id)).totalCents).toBe(15_000);
  }, 120_000);
});
