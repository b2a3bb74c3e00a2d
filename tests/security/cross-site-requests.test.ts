import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CERTIFIED_ORDER } from "../support/fixtures";
import { createTestApp, type TestApp } from "../support/test-app";

// CSRF: state-changing API requests made by another site's page are refused before anything happens.
let t: TestApp;
let customerCookie: string;
beforeAll(async () => {
  t = await createTestApp({
    config: { publicUrl: "https://bosphorustranslate.com", allowedOrigins: ["https://staff.bosphorustranslate.com"] },
  });
  customerCookie = (await t.registerCustomer()).cookie;
});
afterAll(async () => t.close());

const REFUSED = { message: "Cross-site request refused", code: "CROSS_SITE" };
const createOrder = (headers: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { cookie: customerCookie, host: "app.internal:5000", ...headers },
    payload: CERTIFIED_ORDER,
  });

describe("cross-site request refusal", () => {
  it("refuses a signed-in customer's request sent from another site, and nothing is created", async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { origin: "https://bosphorustranslate.com", "sec-fetch-site": "cross-site" },
      { origin: "https://bosphorustranslate.com.evil.example" },
    ]) {
      const response = await createOrder(headers);
      expect([headers, response.statusCode, response.json()]).toEqual([headers, 403, REFUSED]);
    }
    const orders = await t.app.inject({ method: "GET", url: "/api/orders", headers: { cookie: customerCookie } });
    expect(orders.json().items).toEqual([]);
  });

  it("accepts the app's own origins: the Host header's, PUBLIC_URL, ALLOWED_ORIGINS and same-origin fetches", async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: "http://app.internal:5000" },
      { origin: "https://app.internal:5000" },
      { origin: "https://bosphorustranslate.com" },
      { origin: "https://staff.bosphorustranslate.com" },
      { "sec-fetch-site": "same-origin", origin: "http://app.internal:5000" },
      { "sec-fetch-site": "same-site", origin: "https://staff.bosphorustranslate.com" },
      {},
    ]) {
      const response = await createOrder(headers);
      expect([headers, response.statusCode]).toEqual([headers, 201]);
    }
  });

  it("checks PUT, PATCH and DELETE too, but not reads", async () => {
    const headers = { cookie: customerCookie, origin: "https://evil.example" };
    for (const [method, url] of [
      ["PATCH", "/api/user"],
      ["DELETE", "/api/documents/1"],
      ["PUT", "/api/admin/settings/1"],
      ["POST", "/api/logout"],
    ] as const) {
      const response = await t.app.inject({ method, url, headers, payload: {} });
      expect([method, url, response.statusCode]).toEqual([method, url, 403]);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers })).statusCode).toBe(200);
  });

  it("leaves the Stripe webhooks to their signature check", async () => {
    for (const url of ["/api/stripe/webhook", "/api/stripe/identity-webhook"]) {
      const response = await t.app.inject({
        method: "POST",
        url,
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site", "content-type": "application/json" },
        payload: "{}",
      });
      expect([url, response.statusCode]).toEqual([url, 400]);
    }
  });
});
