import { describe, expect, it } from "vitest";
import { CENTS_SCALE, COUNT_SCALE, MIN_BAR_PX, barMinHeight, niceAxisMax, niceDomain } from "./chart-scale";

describe("the dashboard's bar scale", () => {
  it("gives a bar that is not zero a visible height, and zero none", () => {
    expect(barMinHeight(1)).toBe(MIN_BAR_PX);
    expect(barMinHeight(-500)).toBe(MIN_BAR_PX);
    expect(barMinHeight(0)).toBe(0);
    expect(barMinHeight(null)).toBe(0);
    expect(MIN_BAR_PX).toBeGreaterThanOrEqual(4);
  });

  it("ends the axis at a round number just above the largest value", () => {
    expect(niceAxisMax(2500, CENTS_SCALE)).toBe(2500);
    expect(niceAxisMax(4500, CENTS_SCALE)).toBe(5000);
    expect(niceAxisMax(24_001, CENTS_SCALE)).toBe(25_000);
    expect(niceAxisMax(100_000, CENTS_SCALE)).toBe(100_000);
    expect(niceAxisMax(0, CENTS_SCALE)).toBe(1000);
    expect(niceAxisMax(1, COUNT_SCALE)).toBe(5);
    expect(niceAxisMax(0, COUNT_SCALE)).toBe(5);
    expect(niceAxisMax(12, COUNT_SCALE)).toBe(20);
    expect(niceAxisMax(21, COUNT_SCALE)).toBe(50);
  });

  it("starts at zero, or below it for a negative net", () => {
    const [min, max] = niceDomain(CENTS_SCALE);
    expect(min(0)).toBe(0);
    expect(min(300)).toBe(0);
    expect(min(-1200)).toBe(-2000);
    expect(max(1200)).toBe(2000);
  });
});
