import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminSetting } from "../../../src/shared/schemas/settings";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";

// Decision 013: the catalog is served from memory with an ETag; an admin's change must show on the next read.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
});
afterAll(async () => t.close());

const pricing = (headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url: "/api/pricing", headers });
const premiumRate = (body: { plans: Array<{ serviceType: string; pricePerWordCents: number }> }) =>
  body.plans.find((plan) => plan.serviceType === "premium")!.pricePerWordCents;

describe("GET /api/pricing caching", () => {
  it("answers 304 without a body to a matching If-None-Match, and 200 to a stale one", async () => {
    const first = await pricing();
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toMatch(/^application\/json/);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const revalidated = await pricing({ "if-none-match": etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
    expect(revalidated.headers.etag).toBe(etag);

    const stale = await pricing({ "if-none-match": '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it("shows an admin's price change on the next read, with a new ETag (the old one no longer gets 304)", async () => {
    const before = await pricing();
    expect(premiumRate(before.json())).toBe(20);
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/pricing",
      headers: { cookie: admin },
      payload: {
        plans: [{ serviceType: "premium", pricePerWordCents: 27, rushMultiplier: 1.5, physicalDeliveryCents: 1500 }],
      },
    });
    expect(saved.statusCode).toBe(200);

    const after = await pricing({ "if-none-match": before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(premiumRate(after.json())).toBe(27);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // Quotes use the same catalog.
    const quote = await t.app.inject({
      method: "POST",
      url: "/api/quote",
      payload: {
        serviceType: "premium",
        translationDirection: "tr-en",
        isRush: false,
        isPhysicalDelivery: false,
        items: [{ documentType: "other", wordCount: 100 }],
      },
    });
    expect(quote.statusCode).toBe(200);
    // 100 words at the new 27¢, with the rush (+50%) and notarization ($25) every Premium order carries (decision 035).
    expect(quote.json().totalCents).toBe(2700 + 1350 + 2500);
  });

  it("shows an add-on price saved under Settings on the next read", async () => {
    expect((await pricing()).json().addOns.notarizationCents).toBe(2500);
    const settings = (
      await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: { cookie: admin } })
    ).json<AdminSetting[]>();
    const notarization = settings.find((setting) => setting.key === "notarization_cents")!;
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/admin/settings/${notarization.id}`,
      headers: { cookie: admin },
      payload: { value: "3100" },
    });
    expect(saved.statusCode).toBe(200);
    expect((await pricing()).json().addOns.notarizationCents).toBe(3100);
  });
});
