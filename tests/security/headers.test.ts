import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  behindProxy = await createTestApp({ config: { trustProxy: true } });
});
afterAll(async () => Promise.all([t.close(), behindProxy.close()]));

const EXPECTED_CSP = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com",
  "frame-src https://js.stripe.com https://hooks.stripe.com https://verify.stripe.com",
  "connect-src 'self' https://api.stripe.com",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(";");

describe("security headers", () => {
  it("sends every API answer, errors included, a CSP that lets nothing load or frame it, and no sniffing", async () => {
    for (const url of ["/api/pricing", "/api/no-such-route", "/api/orders"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect([url, response.headers["content-security-policy"]]).toEqual([
        url,
        "default-src 'none'; frame-ancestors 'none'",
      ]);
      expect(response.headers).toMatchObject({
        "x-content-type-options": "nosniff",
        "x-frame-options": "DENY",
        "referrer-policy": "strict-origin-when-cross-origin",
        "cross-origin-resource-policy": "same-origin",
      });
      expect(response.headers["x-powered-by"]).toBeUndefined();
    }
  });

  it("sends pages the client's Content-Security-Policy and Helmet's headers", async () => {
    // No built client in this app: the 404 answer for a page path still carries the page headers.
    const response = await t.app.inject({ method: "GET", url: "/pricing" });
    expect(response.headers["content-security-policy"]).toBe(EXPECTED_CSP);
    expect(response.headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "strict-origin-when-cross-origin",
      "cross-origin-opener-policy": "same-origin-allow-popups",
      "cross-origin-resource-policy": "same-origin",
    });
  });

  it("sends Strict-Transport-Security only over HTTPS", async () => {
    expect(
      (await t.app.inject({ method: "GET", url: "/api/pricing" })).headers["strict-transport-security"],
    ).toBeUndefined();
    // Without TRUST_PROXY a client cannot claim HTTPS with a header.
    const spoofed = await t.app.inject({
      method: "GET",
      url: "/api/pricing",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(spoofed.headers["strict-transport-security"]).toBeUndefined();
    const viaTlsProxy = await behindProxy.app.inject({
      method: "GET",
      url: "/api/pricing",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(viaTlsProxy.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });
});
