import { describe, expect, it } from "vitest";
import { averageOrderValueCents, percentage } from "./stats-math";

describe("dashboard math", () => {
  it("rounds percentages to whole numbers and never divides by zero", () => {
    expect(percentage(2, 5)).toBe(40);
    expect(percentage(1, 3)).toBe(33);
    expect(percentage(2, 3)).toBe(67);
    expect(percentage(1, 8)).toBe(13);
    expect(percentage(0, 0)).toBe(0);
  });

  it("averages net revenue per paid order in cents, rounded once, half up", () => {
    expect(averageOrderValueCents(10000, 3)).toBe(3333);
    expect(averageOrderValueCents(20000, 3)).toBe(6667);
    expect(averageOrderValueCents(32025, 2)).toBe(16013); // $160.125 → $160.13
    expect(averageOrderValueCents(6300 + 4550 + 27025, 3)).toBe(12625);
    expect(averageOrderValueCents(5000, 0)).toBe(0);
  });
});
