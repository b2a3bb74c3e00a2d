import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FULFILMENT_MESSAGES } from "../../../src/shared/fulfilment";
import type { AdminOrder, AdminOrderDetail } from "../../../src/shared/schemas/admin";
import type { OrderDetailDto } from "../../../src/shared/schemas/order-detail";
import { buildPdf, multipartBody, SHIPPING_ADDRESS } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import { get, paidOrder } from "../jobs/fixtures";

// docs/delivery.md "Fulfilment": Notarized / Shipped / Delivered steps beside the status, and the Turkish admin search.

let t: TestApp;
let admin: string;
let customer: { cookie: string; user: { email: string } };
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  customer = await t.registerCustomer({ firstName: "Elif", lastName: "Yılmaz" });
});
afterAll(async () => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: "POST", url, headers: { cookie: admin }, payload });

describe("fulfilment steps", () => {
  it("a premium order with physical delivery is notarized, shipped (tracking link e-mailed) and delivered, and the timeline shows it", async () => {
    const order = await paidOrder(t, customer.cookie, {
      serviceType: "premium",
      isPhysicalDelivery: true,
      shippingAddress: SHIPPING_ADDRESS,
    });
    const before = (await get(t, `/api/admin/orders/${order.id}`, admin)).json<AdminOrderDetail>();
    expect(before.fulfilment).toEqual({ steps: ["notarized", "shipped", "delivered"], events: [] });

    const early = await post(`/api/admin/orders/${order.id}/fulfilment/delivered`, {});
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(FULFILMENT_MESSAGES.notShippedYet);

    const badShip = await post(`/api/admin/orders/${order.id}/fulfilment/shipped`, { carrier: "UPS" });
    expect(badShip.statusCode).toBe(400);
    expect(badShip.json().message).toBe("Enter the tracking number");

    const scan = await multipartBody({}, [{ name: "notarized.pdf", bytes: await buildPdf([["Notarized copy"]]) }]);
    const notarized = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${order.id}/fulfilment/notarized`,
      headers: { ...scan.headers, cookie: admin },
      payload: scan.payload,
    });
    expect(notarized.statusCode).toBe(201);
    const notText = await multipartBody({}, [{ name: "notarized.pdf", bytes: Buffer.from("not a pdf") }]);
    const again = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${order.id}/fulfilment/notarized`,
      headers: { ...notText.headers, cookie: admin },
      payload: notText.payload,
    });
    expect(again.statusCode).toBe(400);

    const shipped = await post(`/api/admin/orders/${order.id}/fulfilment/shipped`, {
      carrier: "UPS",
      trackingNumber: "1Z999AA10123456784",
    });
    expect(shipped.statusCode).toBe(201);
    const [mail] = await t.mailer.listOutbox({ to: customer.user.email, limit: 1 });
    expect(mail!.subject).toBe(`Your order #${order.id} has shipped`);
    expect(mail!.text).toContain("Track your package: https://www.ups.com/track?tracknum=1Z999AA10123456784");
    const twice = await post(`/api/admin/orders/${order.id}/fulfilment/shipped`, {
      carrier: "UPS",
      trackingNumber: "1Z",
    });
    expect(twice.json().message).toBe(FULFILMENT_MESSAGES.alreadyRecorded("shipped"));

    const delivered = await post(`/api/admin/orders/${order.id}/fulfilment/delivered`, {});
    expect(delivered.statusCode).toBe(201);
    expect(delivered.json<AdminOrderDetail>().fulfilment.events.map((event) => event.step)).toEqual([
      "notarized",
      "shipped",
      "delivered",
    ]);

    const detail = (await get(t, `/api/orders/${order.id}`, customer.cookie)).json<OrderDetailDto>();
    expect(detail.timeline.map((event) => event.kind).slice(-3)).toEqual(["notarized", "shipped", "delivered"]);
    expect(detail.fulfilment.events[0]).toMatchObject({ step: "notarized", fileName: "notarized.pdf" });
    const download = await get(t, `/api/orders/${order.id}/notarized-scan`, customer.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const stranger = await t.registerCustomer();
    expect((await get(t, `/api/orders/${order.id}/notarized-scan`, stranger.cookie)).statusCode).toBe(404);
  });

  it("a certified order without physical delivery has no steps", async () => {
    const order = await paidOrder(t, customer.cookie);
    const refused = await post(`/api/admin/orders/${order.id}/fulfilment/shipped`, {
      carrier: "UPS",
      trackingNumber: "1Z",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(FULFILMENT_MESSAGES.notApplicable("shipped"));
  });
});

describe("admin order search, the Turkish way", () => {
  it("YILMAZ finds Yılmaz and yilmaz too", async () => {
    const order = await paidOrder(t, customer.cookie);
    for (const search of ["YILMAZ", "yilmaz", "Elif Yılmaz"]) {
      const found = (await get(t, `/api/admin/orders?search=${encodeURIComponent(search)}`, admin)).json<{
        items: AdminOrder[];
      }>();
      expect(found.items.map((row) => row.id)).toContain(order.id);
    }
    const none = (await get(t, `/api/admin/orders?search=${encodeURIComponent("DEMİR")}`, admin)).json<{
      items: AdminOrder[];
    }>();
    expect(none.items).toEqual([]);
  });
});
