import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_INCLUDES, PLAN_ORDER } from "../../../src/shared/catalog";
import { orderItems } from "../../../src/server/db/schema/pricing-catalog";
import { orders } from "../../../src/server/db/schema/orders";
import { PRICING_PLANS } from "../../../src/client/features/landing/pricing-content";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import { createOrderFor } from "../../support/fixtures";

// Decision 035 through the real server: POST /api/quote charges what the plan cards say, and no order costs less on
// a higher plan. Runs on PGlite (npx vitest) and PostgreSQL (npm run test:pg).

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
});
afterAll(async () => t.close());

type Item = { documentType: string; wordCount?: number; notarization?: boolean; extraCopies?: number };
const quote = async (
  serviceType: string,
  options: { isRush?: boolean; isPhysicalDelivery?: boolean },
  items: Item[],
) => {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/quote",
    payload: {
      translationDirection: "tr-en",
      isRush: false,
      isPhysicalDelivery: false,
      ...options,
      serviceType,
      items,
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ lines: { kind: string; label: string; amountCents: number }[]; totalCents: number }>();
};

describe("POST /api/quote against the plan cards", () => {
  it("Premium's card lists rush and notarization as included: ticking them adds $0.00", async () => {
    const premium = PRICING_PLANS.find((plan) => plan.serviceType === "premium")!;
    expect(premium.features.filter((feature) => feature.included).map((feature) => feature.id)).toEqual(
      expect.arrayContaining(["rush", "notarization"]),
    );
    const plain = await quote("premium", {}, [{ documentType: "other", wordCount: 800 }]);
    const ticked = await quote("premium", { isRush: true }, [
      { documentType: "other", wordCount: 800, notarization: true },
    ]);
    expect(ticked).toEqual(plain);
    // 800 × $0.20 = 16000, rush +50% = 8000, notarization 2500: the lines say they come with every Premium order.
    expect(plain.lines).toEqual([
      { kind: "translation", label: "Other document: 800 words × $0.20 (Premium)", amountCents: 16000, itemIndex: 0 },
      {
        kind: "notarization",
        label: "Notarization: Other document (every Premium document)",
        amountCents: 2500,
        itemIndex: 0,
      },
      { kind: "rush", label: "Rush service (+50% of translation, every Premium order)", amountCents: 8000 },
    ]);
    expect(plain.totalCents).toBe(26500);
  });

  it("Certified's card lists notarization as not included: it adds $25.00", async () => {
    const without = await quote("certified", {}, [{ documentType: "diploma" }]);
    const withIt = await quote("certified", {}, [{ documentType: "diploma", notarization: true }]);
    expect(withIt.totalCents - without.totalCents).toBe(2500);
  });

  it("the issue's notarized birth certificate with rush, 2 copies and shipping: $150.00 on Certified, not less on Premium", async () => {
    const item = [{ documentType: "birth_certificate", notarization: true, extraCopies: 2 }];
    const options = { isRush: true, isPhysicalDelivery: true };
    const totals = await Promise.all(PLAN_ORDER.map(async (plan) => (await quote(plan, options, item)).totalCents));
    expect(totals).toEqual([15000, 15000, 15000]);
  });

  it("no plan costs less than the one below it, for a handful of orders", async () => {
    const orders: [{ isRush?: boolean; isPhysicalDelivery?: boolean }, Item[]][] = [
      [{}, [{ documentType: "other", wordCount: 100, notarization: true }]],
      [{ isRush: true }, [{ documentType: "contract", wordCount: 2000 }]],
      [{ isPhysicalDelivery: true }, [{ documentType: "marriage_certificate", extraCopies: 1 }]],
      [{}, [{ documentType: "other", wordCount: 3 }]],
    ];
    for (const [options, items] of orders) {
      const totals = [];
      for (const plan of PLAN_ORDER) totals.push((await quote(plan, options, items)).totalCents);
      expect(
        [...totals].sort((a, b) => a - b),
        JSON.stringify(items),
      ).toEqual(totals);
    }
  });
});

describe("orders on a plan that includes rush and notarization", () => {
  it("a Premium order is stored as a rush order with notarized items, due when its 24 hours end", async () => {
    const { cookie } = await t.registerCustomer();
    const created = await createOrderFor(t, cookie, {
      serviceType: "premium",
      isRush: false,
      items: [{ documentType: "diploma", notarization: false, extraCopies: 0 }],
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, created.id));
    expect(PLAN_INCLUDES.premium).toEqual({ rush: true, notarization: true });
    expect(row!.isRush).toBe(true);
    expect(row!.totalCents).toBe(8000 + 2500 + 4000);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, created.id));
    expect(items.map((item) => item.notarization)).toEqual([true]);
    const due = row!.estimatedDeliveryDate!.getTime() - row!.createdAt.getTime();
    expect(due).toBeGreaterThan(0);
    expect(due).toBeLessThanOrEqual(37 * 3_600_000);
  });
});

describe("Settings → Pricing keeps the plans in order", () => {
  it("refuses a Premium rate below Certified's and changes nothing", async () => {
    const put = (payload: object) =>
      t.app.inject({ method: "PUT", url: "/api/admin/pricing", headers: { cookie: admin }, payload });
    const refused = await put({
      plans: [{ serviceType: "premium", pricePerWordCents: 10, rushMultiplier: 1.5, physicalDeliveryCents: 1500 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "The per-word rate of premium must not be lower than that of certified: a higher plan never costs less",
    );
    const catalog = await t.app.inject({ method: "GET", url: "/api/pricing" });
    expect(catalog.json().plans.find((plan: { serviceType: string }) => plan.serviceType === "premium")).toMatchObject({
      pricePerWordCents: 20,
    });
  });
});
