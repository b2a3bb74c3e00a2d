import { describe, expect, it } from "vitest";
import { averageOrderValue, percentage, roundMoney, startOfMonthUtc } from "./stats-math";

describe("dashboard math", () => {
  it("rounds percentages to whole numbers and never divides by zero", () => {
    expect(percentage(2, 5)).toBe(40);
    expect(percentage(1, 3)).toBe(33);
    expect(percentage(2, 3)).toBe(67);
    expect(percentage(1, 8)).toBe(13);
    expect(percentage(0, 0)).toBe(0);
  });

  it("averages paid revenue per paid order with two decimals", () => {
    expect(averageOrderValue(100, 3)).toBe(33.33);
    expect(averageOrderValue(200, 3)).toBe(66.67);
    expect(averageOrderValue(1.005, 1)).toBe(1.01);
    expect(averageOrderValue(50, 0)).toBe(0);
  });

  it("rounds money to cents", () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(63 + 45.5 + 270.25)).toBe(378.75);
  });

  it("starts the month at midnight UTC on the 1st", () => {
    expect(startOfMonthUtc(new Date("2026-03-17T15:04:05Z")).toISOString()).toBe("2026-03-01T00:00:00.000Z");
  });
});
