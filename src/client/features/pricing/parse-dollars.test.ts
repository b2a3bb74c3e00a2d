import { describe, expect, it } from "vitest";
import { centsToInput, parseDollarsToCents } from "./parse-dollars";

describe("parseDollarsToCents", () => {
  it("reads whole dollars, cents and formatted amounts exactly (no floating point)", () => {
    expect(parseDollarsToCents("25")).toBe(2500);
    expect(parseDollarsToCents("0.18")).toBe(18);
    expect(parseDollarsToCents("$1,200.5")).toBe(120050);
    expect(parseDollarsToCents(" 4.35 ")).toBe(435);
    expect(parseDollarsToCents("0")).toBe(0);
  });

  it("refuses anything that is not a non-negative amount with at most two decimals", () => {
    for (const text of ["", "-5", "1.234", "abc", "1e3", "12.3.4"]) expect(parseDollarsToCents(text)).toBeNull();
  });

  it("writes cents back as a field's text", () => {
    expect(centsToInput(6000)).toBe("60.00");
    expect(centsToInput(18)).toBe("0.18");
  });
});
