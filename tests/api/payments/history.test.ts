import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPayableOrder, payOrder } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

describe("Payment History and receipts", () => {
  it("lists the customer's payments and failed attempts with their order, newest first by when they were made", async () => {
    const { cookie } = await t.registerCustomer();
    const order = await createPayableOrder(t, cookie);
    await payOrder(t, cookie, order.id, { cardNumber: "4000000000009995" });
    await payOrder(t, cookie, order.id);

    const response = await get("/api/payments", cookie);
    expect(response.statusCode).toBe(200);
    // The checkout's row (opened first) is paid by the second try; the declined try was recorded after it opened.
    // Rows keep their place when they change: the order is by creation (docs/decisions/027-every-growing-list-paged.md).
    expect(response.json()).toMatchObject({
      items: [
        {
          orderId: order.id,
          amount: 150,
          status: "failed",
          cardLast4: "9995",
          failureMessage: "Your card has insufficient funds.",
        },
        {
          orderId: order.id,
          amount: 150,
          status: "paid",
          cardBrand: "visa",
          cardLast4: "4242",
          failureMessage: null,
          order: { id: order.id, status: "processing", serviceType: "certified", wordCount: 1000 },
        },
      ],
      total: 2,
      nextCursor: null,
    });
    expect(response.json().items[0]).not.toHaveProperty("stripePaymentId");

    const detail = await get(`/api/orders/${order.id}`, cookie);
    expect(detail.json().payments.map((payment: { status: string }) => payment.status)).toEqual(["failed", "paid"]);
  });

  it("gives the receipt of a paid payment to its owner only", async () => {
    const { user, cookie } = await t.registerCustomer({ firstName: "Ayşe", lastName: "Yılmaz" });
    const order = await createPayableOrder(t, cookie);
    await payOrder(t, cookie, order.id);
    const [payment] = (await get("/api/payments", cookie)).json().items;

    const receipt = await get(`/api/payments/${payment.id}/receipt`, cookie);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({
      receiptNumber: `R-${String(payment.id).padStart(6, "0")}`,
      paymentId: payment.id,
      orderId: order.id,
      customer: { name: "Ayşe Yılmaz", email: user.email },
      lines: [
        {
          kind: "translation",
          label: "Other document: 1,000 words × $0.15 (Certified)",
          amount: 150,
          amountCents: 15000,
        },
      ],
      total: 150,
      currency: "USD",
      cardBrand: "visa",
      cardLast4: "4242",
      company: { name: "Bosphorus Translate" },
    });

    const stranger = await t.registerCustomer();
    const foreign = await get(`/api/payments/${payment.id}/receipt`, stranger.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Payment not found");
    expect((await get("/api/payments", stranger.cookie)).json()).toEqual({
      items: [],
      nextCursor: null,
      prevCursor: null,
      total: 0,
      totalEstimated: false,
    });
  });

  it("has no receipt for a failed attempt", async () => {
    const { cookie } = await t.registerCustomer();
    const order = await createPayableOrder(t, cookie);
    await payOrder(t, cookie, order.id, { cardNumber: "4000000000000002" });
    const [failed] = (await get("/api/payments", cookie)).json().items;
    const response = await get(`/api/payments/${failed.id}/receipt`, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("A receipt is only available for completed payments");
  });

  it("answers 401 to a visitor", async () => {
    expect((await get("/api/payments")).statusCode).toBe(401);
    expect((await get("/api/payments/1/receipt")).statusCode).toBe(401);
  });
});
