import { describe, expect, it } from "vitest";
import { findNumbers, isValidTcKimlik, parseNumber } from "./numbers";

describe("isValidTcKimlik", () => {
  it("accepts numbers whose two check digits follow the rule", () => {
    // 1+3+5+7+9 = 25, 2+4+6+8 = 20: (25·7 − 20) mod 10 = 5; (1+…+9 + 5) mod 10 = 0.
    expect(isValidTcKimlik("12345678950")).toBe(true);
    expect(isValidTcKimlik("10000000146")).toBe(true);
  });

  it("refuses a changed digit, a leading zero and other lengths", () => {
    expect(isValidTcKimlik("12345678960")).toBe(false);
    expect(isValidTcKimlik("12345678951")).toBe(false);
    expect(isValidTcKimlik("02345678950")).toBe(false);
    expect(isValidTcKimlik("1234567895")).toBe(false);
    expect(isValidTcKimlik("123456789500")).toBe(false);
  });
});

describe("parseNumber", () => {
  it("reads Turkish grouping and decimal commas", () => {
    expect(parseNumber("1.250,50", "tr")).toEqual({ value: "1250.5", kind: "decimal" });
    expect(parseNumber("3,45", "tr")).toEqual({ value: "3.45", kind: "decimal" });
    expect(parseNumber("1.250", "tr")).toEqual({ value: "1250", kind: "integer" });
  });

  it("reads English grouping and decimal points to the same values", () => {
    expect(parseNumber("1,250.50", "en")).toEqual({ value: "1250.5", kind: "decimal" });
    expect(parseNumber("3.45", "en")).toEqual({ value: "3.45", kind: "decimal" });
    expect(parseNumber("1,250", "en")).toEqual({ value: "1250", kind: "integer" });
    // The same characters mean another number in English: left unconverted, they no longer match.
    expect(parseNumber("1.250", "en").value).toBe("1.25");
  });

  it("keeps references and IDs as written", () => {
    expect(parseNumber("2019/345", "tr")).toEqual({ value: "2019/345", kind: "reference" });
    expect(parseNumber("12345678950", "tr")).toEqual({ value: "12345678950", kind: "id" });
    expect(parseNumber("007", "tr")).toEqual({ value: "007", kind: "integer" });
  });
});

describe("findNumbers", () => {
  it("finds amounts with their currency on either side", () => {
    const values = (text: string, convention: "tr" | "en") =>
      findNumbers(text, convention).map(({ value, currency }) => [value, currency]);
    expect(values("Harç: 1.250,50 TL ve 20 sayfa", "tr")).toEqual([
      ["1250.5", true],
      ["20", false],
    ]);
    expect(values("Fee: TRY 1,250.50", "en")).toEqual([["1250.5", true]]);
    expect(values("Fee: 1,250.50 TL", "en")).toEqual([["1250.5", true]]);
    expect(values("Fee: TL 1,250.50", "en")).toEqual([["1250.5", true]]);
    expect(values("Fee: 1,250.50", "en")).toEqual([["1250.5", false]]);
  });

  it("reads a Turkish decimal comma left in English text as no number at all", () => {
    expect(findNumbers("GPA 3,45", "en")).toEqual([]);
  });

  it("finds case numbers and sentence-final numbers", () => {
    expect(findNumbers("Esas No: 2019/345 Karar No: 2020/12.", "tr").map((found) => found.text)).toEqual([
      "2019/345",
      "2020/12",
    ]);
    expect(findNumbers("born in 1985.", "en").map((found) => found.value)).toEqual(["1985"]);
  });

  it("reads a time of day in either language's form as the same value", () => {
    const values = (text: string, convention: "tr" | "en") => findNumbers(text, convention).map((found) => found.value);
    expect(values("Doğum Saati: 14.30", "tr")).toEqual(["14:30"]);
    expect(values("Saat 09:05", "tr")).toEqual(["09:05"]);
    expect(values("Time of Birth: 2:30 PM", "en")).toEqual(["14:30"]);
    expect(values("at 14:30 or 12:10 a.m.", "en")).toEqual(["14:30", "00:10"]);
    // A dotted number in English stays a decimal.
    expect(values("GPA 12.30", "en")).toEqual(["12.3"]);
  });
});
