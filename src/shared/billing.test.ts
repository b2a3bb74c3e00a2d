import { describe, expect, it } from "vitest";
import {
  billingNumber,
  billingYear,
  formatTaxRate,
  includedTaxCents,
  invoiceTotals,
  isTaxRateSetting,
  parseTaxRate,
} from "./billing";

describe("billing numbers", () => {
  it("prefix the series and year to the year's sequence", () => {
    expect(billingNumber("invoice", 2026, 1)).toBe("INV-2026-00001");
    expect(billingNumber("credit_note", 2026, 42)).toBe("CN-2026-00042");
    expect(billingNumber("invoice", 2027, 123456)).toBe("INV-2027-123456");
  });

  it("take the year of New York time", () => {
    // 03:00 UTC on January 1 is still December 31 in New York.
    expect(billingYear(new Date("2027-01-01T03:00:00Z"))).toBe(2026);
    expect(billingYear(new Date("2027-01-01T06:00:00Z"))).toBe(2027);
  });
});

describe("tax", () => {
  it("reads the rate setting in thousandths of a percent, 0 or nonsense as none", () => {
    expect(parseTaxRate("8.875")).toBe(8875);
    expect(parseTaxRate("20")).toBe(20000);
    expect(parseTaxRate("0")).toBeNull();
    expect(parseTaxRate("0.000")).toBeNull();
    expect(parseTaxRate("abc")).toBeNull();
    expect(parseTaxRate("101")).toBeNull();
    expect(isTaxRateSetting("0")).toBe(true);
    expect(isTaxRateSetting("8.875")).toBe(true);
    expect(isTaxRateSetting("8.8755")).toBe(false);
    expect(isTaxRateSetting("-1")).toBe(false);
  });

  it("finds the tax a total includes, rounding half a cent up", () => {
    // $108.88 at 8.875%: 10888 × 8.875 / 108.875 = 887.5… → 888 cents.
    expect(includedTaxCents(10888, 8875)).toBe(888);
    expect(includedTaxCents(12000, 20000)).toBe(2000);
    expect(includedTaxCents(12000, null)).toBe(0);
  });

  it("writes the rate as each language does", () => {
    expect(formatTaxRate(8875, "en")).toBe("8.875%");
    expect(formatTaxRate(8875, "tr")).toBe("%8,875");
    expect(formatTaxRate(20000, "en")).toBe("20%");
  });
});

describe("invoiceTotals", () => {
  it("adds the lines and takes the refunds off", () => {
    expect(invoiceTotals([15000, 7500, 1500], [2000, 500])).toEqual({
      totalCents: 24000,
      refundedCents: 2500,
      netCents: 21500,
    });
  });
});
