import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderStatusHistory } from "../../../src/server/db/schema/orders";
import { payments } from "../../../src/server/db/schema/payments";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import {
  SHIPPING_ADDRESS,
  TEST_CARD,
  buildPdf,
  createOrderFor,
  createPayableOrder,
  multipartBody,
  payOrder,
  uploadDocument,
} from "../../support/fixtures";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
});
afterAll(async () => t.close());

const quote = (payload: unknown) => t.app.inject({ method: "POST", url: "/api/quote", payload: payload as object });
const BIRTH_CERTIFICATE_ORDER = {
  serviceType: "certified",
  translationDirection: "tr-en",
  isRush: false,
  isPhysicalDelivery: true,
  items: [{ documentType: "birth_certificate", notarization: true, extraCopies: 2 }],
};
/** A PDF of exactly `words` words, 10 a line and 50 lines a page (as tests/support/fixtures.ts lays them out). */
const pdfOf = (words: number) => {
  const all = Array.from({ length: words }, (_, i) => `word${i}`);
  const lines = Array.from({ length: Math.ceil(words / 10) }, (_, i) => all.slice(i * 10, i * 10 + 10).join(" "));
  return buildPdf(Array.from({ length: Math.ceil(lines.length / 50) }, (_, i) => lines.slice(i * 50, i * 50 + 50)));
};

describe("POST /api/quote", () => {
  it("certified birth certificate + notarization + 2 copies + physical delivery = 12000 cents, line by line, without an account", async () => {
    const response = await quote(BIRTH_CERTIFICATE_ORDER);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      lines: [
        { kind: "translation", label: "Birth certificate (flat rate)", amountCents: 6000, itemIndex: 0 },
        { kind: "notarization", label: "Notarization: Birth certificate", amountCents: 2500, itemIndex: 0 },
        {
          kind: "extra_copies",
          label: "Extra certified copies: Birth certificate (2 × $10.00)",
          amountCents: 2000,
          itemIndex: 0,
        },
        { kind: "shipping", label: "Physical delivery", amountCents: 1500 },
      ],
      totalCents: 12000,
    });
  });

  it("certified other 500 words = 7500; standard other 10 words = 2500 with a minimum line", async () => {
    const base = { serviceType: "certified", translationDirection: "tr-en", isRush: false, isPhysicalDelivery: false };
    expect((await quote({ ...base, items: [{ documentType: "other", wordCount: 500 }] })).json().totalCents).toBe(7500);
    const minimum = (
      await quote({ ...base, serviceType: "standard", items: [{ documentType: "other", wordCount: 10 }] })
    ).json();
    expect(minimum.totalCents).toBe(2500);
    expect(minimum.lines.at(-1)).toEqual({ kind: "minimum", label: "Minimum order charge", amountCents: 2380 });
  });

  it.each([
    [{ ...BIRTH_CERTIFICATE_ORDER, items: [] }, "Please add at least one document"],
    [{ ...BIRTH_CERTIFICATE_ORDER, items: [{ documentType: "passport" }] }, "Please select a document type"],
    [
      { ...BIRTH_CERTIFICATE_ORDER, items: [{ documentType: "contract" }] },
      "Please enter the word count of each per-word document",
    ],
    [{ ...BIRTH_CERTIFICATE_ORDER, items: [{ documentType: "other", wordCount: 0 }] }, "Word count must be at least 1"],
    [
      { ...BIRTH_CERTIFICATE_ORDER, isPhysicalDelivery: false },
      "Extra certified copies are mailed: please choose physical delivery to order them",
    ],
    [
      { ...BIRTH_CERTIFICATE_ORDER, items: [{ documentType: "diploma", extraCopies: 11 }] },
      "Extra copies must be a whole number from 0 to 10",
    ],
    [{ ...BIRTH_CERTIFICATE_ORDER, serviceType: "express" }, "Please select a service type"],
  ])("answers 400 with the form's message for %j", async (payload, message) => {
    const response = await quote(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe("order pricing", () => {
  it("stores the order's items and lines; a later rate change leaves them and the total as sold", async () => {
    const { cookie } = await t.registerCustomer();
    const order = await createOrderFor(t, cookie, {
      ...BIRTH_CERTIFICATE_ORDER,
      shippingAddress: SHIPPING_ADDRESS,
      items: [...BIRTH_CERTIFICATE_ORDER.items, { documentType: "court_document", wordCount: 100 }],
    });
    expect(order).toMatchObject({ totalCents: 12000 + 1800, totalPrice: 138 });
    const before = (await t.app.inject({ method: "GET", url: `/api/orders/${order.id}`, headers: { cookie } })).json();
    expect(before.items.map((item: { documentType: string }) => item.documentType)).toEqual([
      "birth_certificate",
      "court_document",
    ]);

    const changed = await t.app.inject({
      method: "PUT",
      url: "/api/admin/pricing",
      headers: { cookie: admin },
      payload: {
        documentTypes: [{ id: "birth_certificate", name: "Birth certificate", priceCents: 9900 }],
        addOns: { notarizationCents: 4000, extraCopyCents: 1000, minimumOrderCents: 2500 },
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().documentTypes[0]).toMatchObject({ id: "birth_certificate", priceCents: 9900 });
    expect((await quote(BIRTH_CERTIFICATE_ORDER)).json().totalCents).toBe(9900 + 4000 + 2000 + 1500);

    const after = (await t.app.inject({ method: "GET", url: `/api/orders/${order.id}`, headers: { cookie } })).json();
    expect(after.lines).toEqual(before.lines);
    expect(after.totalCents).toBe(13800);
    await t.app.inject({
      method: "PUT",
      url: "/api/admin/pricing",
      headers: { cookie: admin },
      payload: {
        documentTypes: [{ id: "birth_certificate", name: "Birth certificate", priceCents: 6000 }],
        addOns: { notarizationCents: 2500, extraCopyCents: 1000, minimumOrderCents: 2500 },
      },
    });
  });

  it("re-prices a per-word item from its uploaded document; flat items ignore the word count", async () => {
    const { cookie } = await t.registerCustomer();
    const order = await createOrderFor(t, cookie, {
      serviceType: "certified",
      translationDirection: "tr-en",
      items: [{ documentType: "diploma" }, { documentType: "other", wordCount: 500 }],
    });
    expect(order).toMatchObject({ totalCents: 8000 + 7500 });
    const detail = (await t.app.inject({ method: "GET", url: `/api/orders/${order.id}`, headers: { cookie } })).json();
    const otherItem = detail.items[1];
    const body = await multipartBody({ orderId: String(order.id), itemId: String(otherItem.id) }, [
      { name: "letter.pdf", bytes: await pdfOf(200) },
    ]);
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/documents",
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);
    expect(upload.json()).toMatchObject({
      priceChanged: true,
      previousTotalCents: 15500,
      order: { totalCents: 8000 + 3000 },
    });
    expect(upload.json().order.items[1]).toMatchObject({
      documentId: upload.json().document.id,
      wordCount: 200,
      estimatedWordCount: 500,
    });

    // An upload without itemId goes to the first item without a file (the diploma): a flat price does not move.
    const second = await uploadDocument(t, cookie, order.id, { name: "diploma.pdf", bytes: await pdfOf(900) });
    expect(second.json()).toMatchObject({ priceChanged: false, order: { totalCents: 11000 } });
    // A third has no free item: it becomes an "other" document at the plan's rate.
    const third = await uploadDocument(t, cookie, order.id, { name: "extra.pdf", bytes: await pdfOf(100) });
    expect(third.json().order.totalCents).toBe(11000 + 1500);
    expect(third.json().order.items).toHaveLength(3);
    // Removing it removes the item it added.
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/documents/${third.json().document.id}`,
      headers: { cookie },
    });
    expect(removed.json().order).toMatchObject({ totalCents: 11000 });
    expect(removed.json().order.items).toHaveLength(2);
  });
});

describe("stale checkout", () => {
  it("adding a document cancels the open checkout; confirming it is refused with 409 before any charge, and nothing shows as Failed", async () => {
    const { cookie } = await t.registerCustomer();
    const order = await createOrderFor(t, cookie, {
      serviceType: "certified",
      translationDirection: "tr-en",
      items: [{ documentType: "other", wordCount: 1000 }],
    });
    await uploadDocument(t, cookie, order.id, { name: "first.pdf", bytes: await pdfOf(1000) });
    const intent = await t.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      headers: { cookie },
      payload: { orderId: order.id },
    });
    expect(intent.json()).toMatchObject({ amount: 150, amountCents: 15000 });

    const added = await uploadDocument(t, cookie, order.id, { name: "second.pdf", bytes: await pdfOf(100) });
    expect(added.json().order.totalCents).toBe(16500);
    const confirm = await t.app.inject({
      method: "POST",
      url: "/api/test-payments/confirm",
      payload: { clientSecret: intent.json().clientSecret, ...TEST_CARD },
    });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().message).toBe(
      "Your order changed since this checkout was opened. Please review the new total and pay again.",
    );
    const history = (await t.app.inject({ method: "GET", url: "/api/payments", headers: { cookie } })).json();
    expect(history.items).toEqual([]);

    // A new checkout charges the new total.
    const fresh = await t.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      headers: { cookie },
      payload: { orderId: order.id },
    });
    expect(fresh.json().amountCents).toBe(16500);
    const paid = await t.app.inject({
      method: "POST",
      url: "/api/test-payments/confirm",
      payload: { clientSecret: fresh.json().clientSecret, ...TEST_CARD },
    });
    expect(paid.statusCode).toBe(200);
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.map((row) => [row.status, row.amountCents]).sort()).toEqual([
      ["paid", 16500],
      ["pending", 15000],
    ]);
  });
});

describe("PUT /api/admin/orders/:orderId/price", () => {
  it("replaces the translation lines with a manual line the customer pays, and records who and why", async () => {
    const { cookie } = await t.registerCustomer();
    const order = await createOrderFor(t, cookie, {
      serviceType: "certified",
      translationDirection: "tr-en",
      isRush: true,
      items: [{ documentType: "court_document", wordCount: 12000, notarization: true }],
    });
    await uploadDocument(t, cookie, order.id, { name: "court.pdf", bytes: await pdfOf(300) });
    const intent = await t.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      headers: { cookie },
      payload: { orderId: order.id },
    });

    const response = await t.app.inject({
      method: "PUT",
      url: `/api/admin/orders/${order.id}/price`,
      headers: { cookie: admin },
      payload: { amountCents: 150000, reason: "40-page court file" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      totalCents: 152500,
      manualPrice: { amountCents: 150000, reason: "40-page court file" },
      lines: [
        { kind: "manual", label: "Translation priced by our team: 40-page court file", amountCents: 150000 },
        { kind: "notarization", label: "Notarization: Court document", amountCents: 2500, itemIndex: 0 },
      ],
    });
    const [entry] = (
      await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id))
    ).filter((row) => row.note?.startsWith("Manual"));
    expect(entry).toMatchObject({
      note: "Manual price $1,500.00 (order total $1,525.00): 40-page court file",
      fromStatus: "pending",
      toStatus: "pending",
    });

    // The old checkout is cancelled; the customer sees the line and pays the new total.
    const stale = await t.app.inject({
      method: "POST",
      url: "/api/test-payments/confirm",
      payload: { clientSecret: intent.json().clientSecret, ...TEST_CARD },
    });
    expect(stale.statusCode).toBe(409);
    const mine = (await t.app.inject({ method: "GET", url: `/api/orders/${order.id}`, headers: { cookie } })).json();
    expect(mine.lines[0]).toMatchObject({ kind: "manual", amountCents: 150000 });
    const fresh = await t.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      headers: { cookie },
      payload: { orderId: order.id },
    });
    expect(fresh.json().amountCents).toBe(152500);
  });

  it("refuses a paid order and bad input with a message", async () => {
    const { cookie } = await t.registerCustomer();
    const order = await createOrderFor(t, cookie, {
      serviceType: "certified",
      translationDirection: "tr-en",
      items: [{ documentType: "diploma" }],
    });
    const put = (payload: unknown) =>
      t.app.inject({
        method: "PUT",
        url: `/api/admin/orders/${order.id}/price`,
        headers: { cookie: admin },
        payload: payload as object,
      });
    expect((await put({ amountCents: 12.5, reason: "Long file" })).json().message).toBe(
      "Manual price must be a whole number of cents from 0 to 10,000,000",
    );
    expect((await put({ amountCents: 1000, reason: "" })).json().message).toBe(
      "Please give a reason for the manual price (at least 3 characters)",
    );
    // Once paid, the price the customer was charged stands.
    const paid = await createPayableOrder(t, cookie);
    await payOrder(t, cookie, paid.id);
    const refused = await t.app.inject({
      method: "PUT",
      url: `/api/admin/orders/${paid.id}/price`,
      headers: { cookie: admin },
      payload: { amountCents: 1000, reason: "Long file" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Only pending (unpaid) orders can be changed");
  });
});

describe("PUT /api/admin/pricing", () => {
  it("refuses bad prices with a message", async () => {
    const put = (payload: unknown) =>
      t.app.inject({
        method: "PUT",
        url: "/api/admin/pricing",
        headers: { cookie: admin },
        payload: payload as object,
      });
    expect(
      (await put({ addOns: { notarizationCents: -1, extraCopyCents: 1000, minimumOrderCents: 2500 } })).json().message,
    ).toBe("Notarization must be a whole number of cents from 0 to 1,000,000");
    expect((await put({ documentTypes: [{ id: "other", name: "Other", priceCents: 10 }] })).json().message).toBe(
      "Other documents are priced at the plan's per-word rate; leave the price empty",
    );
    expect(
      (
        await put({
          plans: [{ serviceType: "standard", pricePerWordCents: 12, rushMultiplier: 5, physicalDeliveryCents: 1500 }],
        })
      ).statusCode,
    ).toBe(400);
  });
});
