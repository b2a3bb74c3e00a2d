import { describe, expect, it } from "vitest";
import { fulfilmentRefusal, fulfilmentSteps } from "./fulfilment";

const lines = (...kinds: string[]) => kinds.map((kind) => ({ kind })) as { kind: "translation" | "notarization" }[];

describe("fulfilment steps follow what was sold", () => {
  it("an order sold with notarization gets the Notarized step; physical delivery adds Shipped and Delivered", () => {
    expect(fulfilmentSteps({ isPhysicalDelivery: false, priceLines: lines("translation") })).toEqual([]);
    expect(fulfilmentSteps({ isPhysicalDelivery: false, priceLines: lines("translation", "notarization") })).toEqual([
      "notarized",
    ]);
    expect(fulfilmentSteps({ isPhysicalDelivery: true, priceLines: lines("translation", "notarization") })).toEqual([
      "notarized",
      "shipped",
      "delivered",
    ]);
    expect(fulfilmentSteps({ isPhysicalDelivery: true, priceLines: lines("translation") })).toEqual([
      "shipped",
      "delivered",
    ]);
  });

  it("refuses a step the order was not sold with", () => {
    const order = { status: "processing" as const, isPhysicalDelivery: false, priceLines: lines("translation") };
    expect(fulfilmentRefusal({ step: "notarized", order, recorded: [] })).toBe('This order has no "Notarized" step');
  });
});
