import { describe, expect, it } from "vitest";
import { averageOrderValueCents, percentage, startOfMonthUtc } from "./stats-math";

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

  it("starts the month at midnight UTC on the 1st", () => {
    expect(startOfMonthUtc(new Date("2026-03-17T15:04:05Z")).toISOString()).toBe("2026-03-01T00:00:00.000Z");
  });
});
