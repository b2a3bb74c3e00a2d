import { describe, expect, it } from "vitest";
import { DEFAULT_CATALOG, DOCUMENT_TYPE_IDS, PLAN_INCLUDES, PLAN_ORDER } from "@shared/catalog";
import { DELIVERY_DAYS, RUSH_DELIVERY_HOURS } from "@shared/delivery";
import type { ServiceType } from "@shared/enums";
import { priceOrder, type PriceOrderInput } from "@shared/price-order";
import enOrders from "@shared/i18n/catalogs/en/orders";
import trOrders from "@shared/i18n/catalogs/tr/orders";
import enLanding from "@shared/i18n/catalogs/en/site/landing";
import trLanding from "@shared/i18n/catalogs/tr/site/landing";
import enPricing from "@shared/i18n/catalogs/en/site/pricing";
import trPricing from "@shared/i18n/catalogs/tr/site/pricing";
import { PRICING_PLANS } from "./pricing-content";

// Decision 035: what the plan cards say (pricing-content.ts and the site catalog, in both languages) is what the
// price rule charges and the delivery rule schedules.

const LANGUAGES = [
  ["en", enPricing, enOrders, enLanding],
  ["tr", trPricing, trOrders, trLanding],
] as const;

/** The card features that are options of the price rule. */
const OPTION_FEATURES = { notarization: "notarization", rush: "rush" } as const;

function total(serviceType: ServiceType, option: "notarization" | "rush", on: boolean, documentType: string): number {
  const input: PriceOrderInput = {
    serviceType,
    translationDirection: "tr-en",
    isRush: option === "rush" && on,
    isPhysicalDelivery: false,
    items: [
      {
        documentType: documentType as PriceOrderInput["items"][number]["documentType"],
        wordCount: 800,
        notarization: option === "notarization" && on,
      },
    ],
  };
  return priceOrder(input, DEFAULT_CATALOG).totalCents;
}

describe("the plan cards against the price rule", () => {
  it("lists the plans in price order", () => {
    expect(PRICING_PLANS.map((plan) => plan.serviceType)).toEqual(PLAN_ORDER);
  });

  for (const plan of PRICING_PLANS) {
    for (const [featureId, option] of Object.entries(OPTION_FEATURES)) {
      const feature = plan.features.find((candidate) => candidate.id === featureId);
      const included = PLAN_INCLUDES[plan.serviceType][option];

      it(`${plan.serviceType}: the card and the rule agree on ${option}`, () => {
        // A plan that includes an option says so on its card; a card never claims an option the rule charges for.
        if (included) expect(feature?.included).toBe(true);
        if (feature) expect(feature.included).toBe(included);
        for (const documentType of DOCUMENT_TYPE_IDS) {
          const added =
            total(plan.serviceType, option, true, documentType) - total(plan.serviceType, option, false, documentType);
          if (included) expect(added, `${documentType}: ticking ${option} adds nothing`).toBe(0);
          else expect(added, `${documentType}: ${option} is a paid option`).toBeGreaterThan(0);
        }
      });
    }
  }

  it.each(LANGUAGES)("%s: every feature of every card has its text", (_language, pricing) => {
    for (const plan of PRICING_PLANS) {
      const texts = pricing.plans[plan.serviceType].features as Record<string, string>;
      for (const feature of plan.features) expect(texts[feature.id]?.trim(), feature.id).toBeTruthy();
    }
    // The physical delivery option a card lists says what it costs: it is not free on any plan.
    expect(pricing.plans.premium.features.physical).toContain("{{fee}}");
    expect(pricing.includesNote).toContain("{{percent}}");
    expect(pricing.includesNote).toContain("{{notarization}}");
  });
});

describe("the plan cards against the delivery rule", () => {
  it.each(LANGUAGES)(
    "%s: each card's and the order screens' time is the one the rule counts",
    (_l, pricing, orders) => {
      for (const serviceType of PLAN_ORDER) {
        for (const text of [pricing.plans[serviceType].timeframe, orders.deliveryRange[serviceType]]) {
          if (PLAN_INCLUDES[serviceType].rush) {
            expect(text).toContain(String(RUSH_DELIVERY_HOURS));
            continue;
          }
          const [from, to] = text
            .match(/(\d+)-(\d+)/)!
            .slice(1)
            .map(Number);
          expect(DELIVERY_DAYS[serviceType], `${serviceType}: ${text}`).toBeGreaterThanOrEqual(from!);
          expect(DELIVERY_DAYS[serviceType], `${serviceType}: ${text}`).toBeLessThanOrEqual(to!);
        }
      }
    },
  );

  it("the landing page's rush promise (24 hours, weekends included) is in both languages", () => {
    expect(enLanding.whyChoose.items.fast.text).toContain(`${RUSH_DELIVERY_HOURS} hours, weekends included`);
    expect(trLanding.whyChoose.items.fast.text).toContain(`hafta sonları dahil ${RUSH_DELIVERY_HOURS} saat`);
  });
});
