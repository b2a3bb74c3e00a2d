import { describe, expect, it } from "vitest";
import { DEFAULT_PRICING_ENTRIES } from "@shared/pricing";
import { priceLines } from "./price-lines";

const certified = DEFAULT_PRICING_ENTRIES.find((entry) => entry.serviceType === "certified")!;

describe("priceLines", () => {
  it("splits a rush, physical total into words × rate, surcharge and delivery that add up", () => {
    // 1000 × 0.15 × 1.5 + 15 = 240 (docs/ordering.md)
    expect(priceLines({ wordCount: 1000, isRush: true, isPhysicalDelivery: true, totalPrice: 240 }, certified)).toEqual([
      { label: "1,000 words × $0.15", amount: 150 },
      { label: "Rush surcharge (50%)", amount: 75 },
      { label: "Physical delivery", amount: 15 },
    ]);
  });

  it("has one line for a plain order", () => {
    expect(priceLines({ wordCount: 500, isRush: false, isPhysicalDelivery: false, totalPrice: 75 }, certified)).toEqual([
      { label: "500 words × $0.15", amount: 75 },
    ]);
  });
});
