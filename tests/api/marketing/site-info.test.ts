import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settings } from "../../../src/server/db/schema/settings";
import { createTestApp, type TestApp } from "../../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("GET /api/site-info", () => {
  it("answers the seeded company details without a session", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/site-info" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      companyName: "Bosphorus Translate",
      companyEmail: "info@bosphorustranslate.com",
      companyPhone: "+1 (212) 555-0147",
      companyAddress: "350 Fifth Avenue, Suite 4200, New York, NY 10118",
      businessHours: "Mon-Fri 9AM-6PM EST",
      // docs/security.md "Attack-run fixes": every page shows a banner while the built-in test payments run.
      paymentsMode: "test",
      // No rating given yet: no number for the landing page to show (docs/ratings.md).
      ratings: { count: 0, average: null, published: [] },
    });
  });

  it("follows the settings an administrator changes", async () => {
    await t.db.update(settings).set({ value: "+1 (646) 555-0199" }).where(eq(settings.key, "company_phone"));
    const response = await t.app.inject({ method: "GET", url: "/api/site-info" });
    expect(response.json().companyPhone).toBe("+1 (646) 555-0199");
  });

  it("never exposes secret settings", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/site-info" });
    expect(Object.keys(response.json()).sort()).toEqual([
      "businessHours",
      "companyAddress",
      "companyEmail",
      "companyName",
      "companyPhone",
      "paymentsMode",
      "ratings",
    ]);
  });
});
