import { describe, expect, it } from "vitest";
import {
  averageCents,
  centsToDecimal,
  centsToDollars,
  dollarsToCents,
  formatCents,
  isCents,
  parseDollarsToCents,
  roundHalfUp,
  sumCents,
} from "./money";

const intlUsd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

describe("formatCents", () => {
  it("formats cents as US dollars", () => {
    expect(formatCents(12000)).toBe("$120.00");
    expect(formatCents(7)).toBe("$0.07");
    expect(formatCents(75)).toBe("$0.75");
    expect(formatCents(7500)).toBe("$75.00");
    expect(formatCents(12750)).toBe("$127.50");
    expect(formatCents(1234560)).toBe("$12,345.60");
    expect(formatCents(123456789)).toBe("$1,234,567.89");
    expect(formatCents(0)).toBe("$0.00");
  });

  it("puts the minus before the dollar sign and never shows -$0.00", () => {
    expect(formatCents(-250)).toBe("-$2.50");
    expect(formatCents(-123456789)).toBe("-$1,234,567.89");
    expect(formatCents(-0)).toBe("$0.00");
    expect(formatCents(-0.4)).toBe("$0.00");
  });

  it("writes the same text as Intl's en-US currency format (what screens and e-mails showed before)", () => {
    for (const cents of [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99999, 100000, 100001, 2097915, 98765432, -1, -99999]) {
      expect(formatCents(cents)).toBe(intlUsd.format(cents / 100));
    }
  });

  it("keeps every cent of large sums, where dollars as a float lose one", () => {
    expect(formatCents(Number.MAX_SAFE_INTEGER)).toBe("$90,071,992,547,409.91");
    expect(intlUsd.format(Number.MAX_SAFE_INTEGER / 100)).toBe("$90,071,992,547,409.90");
  });

  it("rounds a fraction of a cent half up and refuses what is not a number", () => {
    expect(formatCents(0.5)).toBe("$0.01");
    expect(formatCents(1234.49)).toBe("$12.34");
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
    expect(() => formatCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("roundHalfUp", () => {
  it("rounds halves up, also where doubles sit just below the half", () => {
    expect(roundHalfUp(600.5)).toBe(601);
    expect(roundHalfUp(600.49)).toBe(600);
    expect(roundHalfUp(1.005 * 100)).toBe(101); // 100.49999999999999 in doubles
    expect(roundHalfUp(0.145 * 100)).toBe(15); // 14.499999999999998
    expect(roundHalfUp(22.5)).toBe(23);
    expect(roundHalfUp(0)).toBe(0);
  });

  it("rounds negative halves towards +∞ and never returns -0", () => {
    expect(roundHalfUp(-2.5)).toBe(-2);
    expect(roundHalfUp(-2.51)).toBe(-3);
    expect(roundHalfUp(-0.5)).toBe(0);
    expect(Object.is(roundHalfUp(-0.2), 0)).toBe(true);
  });

  it("stays exact on large sums of cents", () => {
    expect(roundHalfUp(123_456_789_012.5)).toBe(123_456_789_013);
    expect(roundHalfUp(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe("sums and averages in cents", () => {
  it("adds whole cents exactly where dollars would not", () => {
    expect(sumCents([6000, 2500, 2000, 1500])).toBe(12000);
    expect(sumCents([10, 20])).toBe(30); // 0.1 + 0.2 dollars is 0.30000000000000004
    expect(sumCents([])).toBe(0);
    expect(sumCents([5000, -1250])).toBe(3750);
    expect(sumCents(Array.from({ length: 1000 }, () => 9_999_999))).toBe(9_999_999_000);
  });

  it("averages in cents and rounds once, at the end", () => {
    expect(averageCents(10000, 3)).toBe(3333);
    expect(averageCents(20000, 3)).toBe(6667);
    expect(averageCents(32025, 2)).toBe(16013); // 160.125 → 160.13
    expect(averageCents(101, 2)).toBe(51);
    expect(averageCents(-101, 2)).toBe(-50);
    expect(averageCents(5000, 0)).toBe(0);
  });
});

describe("dollars at the edges", () => {
  it("converts dollars to cents half up, without float error", () => {
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(20979.15)).toBe(2097915);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(150)).toBe(15000);
    expect(dollarsToCents(-2.5)).toBe(-250);
    expect(dollarsToCents(90_071_992_547.41)).toBe(9_007_199_254_741);
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
  });

  it("derives dollar fields from cents", () => {
    expect(centsToDollars(7500)).toBe(75);
    expect(centsToDollars(32025)).toBe(320.25);
    expect(centsToDollars(-250)).toBe(-2.5);
    expect(centsToDollars(0)).toBe(0);
  });

  it("writes dollars with two decimals from whole cents, without floating point", () => {
    expect(centsToDecimal(0)).toBe("0.00");
    expect(centsToDecimal(7)).toBe("0.07");
    expect(centsToDecimal(6000)).toBe("60.00");
    expect(centsToDecimal(123456)).toBe("1234.56");
    expect(centsToDecimal(-250)).toBe("-2.50");
    expect(centsToDecimal(900719925474099)).toBe("9007199254740.99");
    expect(() => centsToDecimal(1.5)).toThrow();
  });

  it("reads a typed price exactly (no floating point)", () => {
    expect(parseDollarsToCents("25")).toBe(2500);
    expect(parseDollarsToCents("0.18")).toBe(18);
    expect(parseDollarsToCents("$1,200.5")).toBe(120050);
    expect(parseDollarsToCents(" 4.35 ")).toBe(435);
    expect(parseDollarsToCents("0")).toBe(0);
    expect(parseDollarsToCents("1.005")).toBeNull();
  });

  it("refuses a typed price that is not a non-negative amount with at most two decimals", () => {
    for (const text of ["", "-5", "1.234", "abc", "1e3", "12.3.4", "99999999999999999"])
      expect(parseDollarsToCents(text)).toBeNull();
  });
});

describe("isCents", () => {
  it("accepts whole, non-negative, safe numbers only", () => {
    expect(isCents(12)).toBe(true);
    expect(isCents(0)).toBe(true);
    expect(isCents(1.5)).toBe(false);
    expect(isCents(-1)).toBe(false);
    expect(isCents("12")).toBe(false);
    expect(isCents(Number.MAX_SAFE_INTEGER + 1)).toBe(false);
  });
});
