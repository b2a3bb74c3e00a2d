import { describe, expect, it } from "vitest";
import { centsToDecimal, centsToDollars, dollarsToCents, formatCents, isCents, roundHalfUp, sumCents } from "./money";

describe("money", () => {
  it("formats cents as US dollars", () => {
    expect(formatCents(12000)).toBe("$120.00");
    expect(formatCents(7)).toBe("$0.07");
    expect(formatCents(123456789)).toBe("$1,234,567.89");
    expect(formatCents(0)).toBe("$0.00");
  });

  it("converts dollars to cents half up, without float error", () => {
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(20979.15)).toBe(2097915);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(centsToDollars(7500)).toBe(75);
  });

  it("rounds half up and checks whole cents", () => {
    expect(roundHalfUp(600.5)).toBe(601);
    expect(roundHalfUp(600.49)).toBe(600);
    expect(isCents(12)).toBe(true);
    expect(isCents(1.5)).toBe(false);
    expect(isCents(-1)).toBe(false);
    expect(isCents("12")).toBe(false);
    expect(sumCents([6000, 2500, 2000, 1500])).toBe(12000);
  });
});

describe("centsToDecimal", () => {
  it("writes dollars with two decimals from whole cents, without floating point", () => {
    expect(centsToDecimal(0)).toBe("0.00");
    expect(centsToDecimal(7)).toBe("0.07");
    expect(centsToDecimal(123456)).toBe("1234.56");
    expect(centsToDecimal(-250)).toBe("-2.50");
    expect(centsToDecimal(900719925474099)).toBe("9007199254740.99");
    expect(() => centsToDecimal(1.5)).toThrow();
  });
});
