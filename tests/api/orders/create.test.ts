import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderStatusHistory, orders } from "../../../src/server/db/schema/orders";
import { pricing } from "../../../src/server/db/schema/payments";
import { estimateDeliveryDate } from "../../../src/server/delivery/us-holidays";
import { calendarDateIn, isBusinessDay, isoDate } from "../../../src/shared/delivery";
import { CERTIFIED_ORDER, SHIPPING_ADDRESS } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await t.registerCustomer());
});
afterAll(async () => t.close());

const post = (payload: unknown, headers: Record<string, string> = { cookie }) =>
  t.app.inject({ method: "POST", url: "/api/orders", headers, payload: payload as object });

const DAY = 24 * 60 * 60 * 1000;

describe("POST /api/orders", () => {
  it("creates a pending order priced by the server, ignoring any client price", async () => {
    const before = Date.now();
    const response = await post({ ...CERTIFIED_ORDER, wordCount: 1000, totalPrice: 1, pricePerWord: 0.0001 });
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      status: "pending",
      serviceType: "certified",
      translationDirection: "tr-en",
      wordCount: 1000,
      isRush: false,
      isPhysicalDelivery: false,
      totalPrice: 150,
      shippingAddress: null,
    });
    expect(order).not.toHaveProperty("userId");
    // certified: 3 business days (weekends and federal holidays skipped), noon in New York, as an ISO string
    expect(order.estimatedDeliveryDate).toBe(
      estimateDeliveryDate("certified", false, new Date(order.createdAt)).toISOString(),
    );
    const delivery = Date.parse(order.estimatedDeliveryDate);
    expect(delivery - before).toBeGreaterThanOrEqual(3 * DAY - 24 * 60 * 60 * 1000);
    expect(isBusinessDay(isoDate(calendarDateIn(new Date(delivery))), [])).toBe(true);
    expect(order.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: "pending" }]);
  });

  it("applies rush x1.5 and adds $15 physical delivery after the multiplier: 1000 x 0.15 x 1.5 + 15 = $240.00", async () => {
    const response = await post({
      ...CERTIFIED_ORDER,
      wordCount: 1000,
      isRush: true,
      isPhysicalDelivery: true,
      shippingAddress: { ...SHIPPING_ADDRESS, state: "ny", line2: "" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      totalPrice: 240,
      isRush: true,
      isPhysicalDelivery: true,
      shippingAddress: { ...SHIPPING_ADDRESS, state: "NY" },
    });
    // Rush: the day its 24 hours end, weekends and holidays included (decision 035): at most 36 hours away (noon).
    expect(response.json().estimatedDeliveryDate).toBe(
      estimateDeliveryDate("certified", true, new Date(response.json().createdAt)).toISOString(),
    );
    expect(Date.parse(response.json().estimatedDeliveryDate) - Date.now()).toBeLessThanOrEqual(1.5 * DAY + 60 * 60_000);
  });

  it("uses the pricing table's current rate, multiplier and delivery cost", async () => {
    await t.db
      .update(pricing)
      .set({ pricePerWordCents: 25, rushMultiplier: 2, physicalDeliveryCents: 2000 })
      .where(eq(pricing.serviceType, "premium"));
    const response = await post({
      ...CERTIFIED_ORDER,
      serviceType: "premium",
      wordCount: 100,
      isRush: true,
      isPhysicalDelivery: true,
      shippingAddress: SHIPPING_ADDRESS,
    });
    // 100 × 25¢ = 2500, rush +100% = 2500, notarization 2500 and delivery 2000: Premium's rush and notarization are
    // on every order and priced in (decision 035).
    expect(response.json().totalPrice).toBe(95);
  });

  it("drops a shipping address sent without physical delivery", async () => {
    const response = await post({ ...CERTIFIED_ORDER, shippingAddress: SHIPPING_ADDRESS });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, response.json().id));
    expect(row.shippingAddress).toBeNull();
  });

  it.each([
    [{ ...CERTIFIED_ORDER, serviceType: "express" }, "Please select a service type"],
    [{ ...CERTIFIED_ORDER, translationDirection: "de-en" }, "Please select a translation direction"],
    [{ ...CERTIFIED_ORDER, wordCount: 0 }, "Word count must be at least 1"],
    [{ ...CERTIFIED_ORDER, wordCount: "many" }, "Word count must be at least 1"],
    [{ ...CERTIFIED_ORDER, wordCount: 1_000_001 }, "Word count must be at most 1,000,000"],
    [{ ...CERTIFIED_ORDER, isPhysicalDelivery: true }, "Shipping address is required for physical delivery"],
    [
      { ...CERTIFIED_ORDER, isPhysicalDelivery: true, shippingAddress: { ...SHIPPING_ADDRESS, state: "XX" } },
      "Please select a US state",
    ],
    [
      { ...CERTIFIED_ORDER, isPhysicalDelivery: true, shippingAddress: { ...SHIPPING_ADDRESS, postalCode: "1011" } },
      "Please enter a valid US ZIP code",
    ],
    [
      { ...CERTIFIED_ORDER, isPhysicalDelivery: true, shippingAddress: { ...SHIPPING_ADDRESS, line1: " " } },
      "Please enter the street address",
    ],
    [
      { ...CERTIFIED_ORDER, isPhysicalDelivery: true, shippingAddress: { ...SHIPPING_ADDRESS, fullName: "" } },
      "Please enter the recipient's full name",
    ],
  ])("answers 400 for %o", async (payload, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("accepts a ZIP+4 code", async () => {
    const response = await post({
      ...CERTIFIED_ORDER,
      isPhysicalDelivery: true,
      shippingAddress: { ...SHIPPING_ADDRESS, postalCode: "10118-0110" },
    });
    expect(response.statusCode).toBe(201);
  });

  it("answers 401 to a visitor", async () => {
    const response = await post(CERTIFIED_ORDER, {});
    expect(response.statusCode).toBe(401);
  });
});
