import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverSecrets } from "../../../src/server/db/schema/security";
import { orderLinkKeyForSigning } from "../../../src/server/order-link-signing/order-link-key";
import { ORDER_LINK_LIFETIME_MS, signOrderLink } from "../../../src/server/order-link-signing/order-link-token";
import { createTestApp, type TestApp } from "../../support/test-app";
import { createOrderFor } from "../../support/fixtures";
import { verifiedAdminCookie } from "../admin/admin-session";

// Issue 41 item 5: a signed, expiring link shows one order's status and dates without signing in. Runs on PGlite
// (npx vitest) and PostgreSQL (npm run test:pg).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const view = (token: string) => t.app.inject({ method: "GET", url: `/api/order-links/${token}` });

describe("GET /api/order-links/:token", () => {
  it("refuses every token while no link was ever made, and making none on the way", async () => {
    const response = await view("1.9999999999.bm90LWEtc2lnbmF0dXJl");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: "ORDER_LINK_INVALID",
      message: "This order link is not valid. Please sign in to see your order.",
    });
    expect(await t.db.select().from(serverSecrets).where(eq(serverSecrets.name, "order_link_key"))).toEqual([]);
  });

  it("shows the order's status and dates and the first name only, read-only, without a session", async () => {
    const { cookie } = await t.registerCustomer();
    const order = await createOrderFor(t, cookie, { serviceType: "certified", isRush: true });
    const key = await orderLinkKeyForSigning(t.db);
    const now = new Date();
    const response = await view(signOrderLink(key, order.id, now));
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.json();
    const own = (await t.app.inject({ method: "GET", url: `/api/orders/${order.id}`, headers: { cookie } })).json();
    expect(body).toEqual({
      orderId: order.id,
      firstName: expect.any(String),
      status: "pending",
      serviceType: "certified",
      isRush: true,
      createdAt: own.createdAt,
      estimatedDeliveryDate: own.estimatedDeliveryDate,
      expiresAt: new Date(Math.floor((now.getTime() + ORDER_LINK_LIFETIME_MS) / 1000) * 1000).toISOString(),
    });
    // Nothing else about the customer or the order: no last name, e-mail, files, prices or address.
    expect(Object.keys(body).sort()).toEqual(
      [
        "createdAt",
        "estimatedDeliveryDate",
        "expiresAt",
        "firstName",
        "isRush",
        "orderId",
        "serviceType",
        "status",
      ].sort(),
    );
  });

  it("refuses a changed signature, another order's id under a valid signature, and an expired link", async () => {
    const { cookie } = await t.registerCustomer();
    const order = await createOrderFor(t, cookie);
    const key = await orderLinkKeyForSigning(t.db);
    const token = signOrderLink(key, order.id);
    const [id, expiry, signature] = token.split(".") as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    for (const forged of [
      `${id}.${expiry}.${flipped}`,
      `${order.id + 1}.${expiry}.${signature}`,
      `${id}.${Number(expiry) + 86_400}.${signature}`,
      `${id}.${expiry}`,
      `${token}.extra`,
    ]) {
      const response = await view(forged);
      expect(response.statusCode, forged).toBe(404);
      expect(response.json().code).toBe("ORDER_LINK_INVALID");
    }
    const expired = signOrderLink(key, order.id, new Date(Date.now() - ORDER_LINK_LIFETIME_MS - 1000));
    const response = await view(expired);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({
      code: "ORDER_LINK_EXPIRED",
      message: "This order link has expired. Please sign in to see your order, or use the link in a newer e-mail.",
    });
  });
});

describe("the link in the customer's e-mails", () => {
  it("an order status e-mail carries a follow link that opens the order without a session", async () => {
    const admin = await verifiedAdminCookie(t);
    const customer = await t.registerCustomer();
    const order = await createOrderFor(t, customer.cookie);
    const changed = await t.app.inject({
      method: "PUT",
      url: `/api/admin/orders/${order.id}/status`,
      headers: { cookie: admin },
      payload: { status: "cancelled" },
    });
    expect(changed.statusCode).toBe(200);
    const [mail] = await t.mailer.listOutbox({ to: customer.user.email, limit: 1 });
    const line = mail!.text.split("\n").find((text) => text.startsWith("Follow your order without signing in"));
    expect(line).toMatch(
      new RegExp(
        `^Follow your order without signing in \\(this link works for 30 days\\): ${t.config.publicUrl}/track/${order.id}\\.\\d+\\.[\\w-]+$`,
      ),
    );
    const token = line!.split("/track/")[1]!;
    const response = await view(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ orderId: order.id, status: "cancelled" });
  });
});
