import { describe, expect, it } from "vitest";
import { deliveryDays, DELIVERY_SPEED_PERCENT, estimateDeliveryDate } from "./delivery";

const from = new Date(2026, 10, 23, 10, 30); // November 23, 2026 10:30 local

describe("estimateDeliveryDate", () => {
  it("adds 4 days for standard, 3 for certified, 2 for premium", () => {
    expect(estimateDeliveryDate("standard", false, from)).toEqual(new Date(2026, 10, 27, 10, 30));
    expect(estimateDeliveryDate("certified", false, from)).toEqual(new Date(2026, 10, 26, 10, 30));
    expect(estimateDeliveryDate("premium", false, from)).toEqual(new Date(2026, 10, 25, 10, 30));
  });

  it("adds 1 day for a rush order whatever the tier", () => {
    for (const tier of ["standard", "certified", "premium"] as const) {
      expect(estimateDeliveryDate(tier, true, from)).toEqual(new Date(2026, 10, 24, 10, 30));
    }
  });

  it("rolls over months and years in calendar days", () => {
    expect(estimateDeliveryDate("standard", false, new Date(2026, 11, 30))).toEqual(new Date(2027, 0, 3));
    expect(estimateDeliveryDate("certified", false, new Date(2028, 1, 27))).toEqual(new Date(2028, 2, 1)); // leap year
  });

  it("does not change the date it was given", () => {
    const start = new Date(from);
    estimateDeliveryDate("standard", true, start);
    expect(start).toEqual(from);
  });

  it("counts from now by default", () => {
    const expected = new Date();
    expected.setDate(expected.getDate() + 3);
    expect(estimateDeliveryDate("certified", false).toDateString()).toBe(expected.toDateString());
  });
});

describe("deliveryDays and the speed bar", () => {
  it("gives single-day figures and the bar percentages", () => {
    expect([deliveryDays("standard", false), deliveryDays("certified", false), deliveryDays("premium", false), deliveryDays("standard", true)]).toEqual([4, 3, 2, 1]);
    expect(DELIVERY_SPEED_PERCENT).toEqual({ premium: 90, certified: 65, standard: 40 });
  });
});
