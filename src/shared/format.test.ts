import { describe, expect, it } from "vitest";
import { formatFileSize, formatUsLongDate, padTwo } from "./format";

describe("formatUsLongDate", () => {
  it("shows month name, day and year", () => {
    expect(formatUsLongDate(new Date(2026, 10, 23))).toBe("November 23, 2026");
    expect(formatUsLongDate(new Date(2025, 3, 1, 23, 59))).toBe("April 1, 2025");
  });

  it("accepts a timestamp", () => {
    expect(formatUsLongDate(new Date(2027, 0, 3).getTime())).toBe("January 3, 2027");
  });
});

describe("formatFileSize in Turkish", () => {
  it("writes a decimal comma", () => {
    expect(formatFileSize(2500, "tr-TR")).toBe("2,44 KB");
    expect(formatFileSize(2500)).toBe("2.44 KB");
  });
});

describe("formatFileSize", () => {
  it("uses Bytes, KB, MB and GB with up to two decimals", () => {
    expect(formatFileSize(0)).toBe("0 Bytes");
    expect(formatFileSize(512)).toBe("512 Bytes");
    expect(formatFileSize(1024)).toBe("1 KB");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(1234567)).toBe("1.18 MB");
    expect(formatFileSize(3 * 1024 ** 3)).toBe("3 GB");
    expect(formatFileSize(5 * 1024 ** 4)).toBe("5120 GB");
  });

  it("treats nonsense as 0 Bytes", () => {
    expect(formatFileSize(-5)).toBe("0 Bytes");
    expect(formatFileSize(Number.NaN)).toBe("0 Bytes");
  });
});

describe("padTwo", () => {
  it("zero-pads to two digits and never shows a negative", () => {
    expect(padTwo(0)).toBe("00");
    expect(padTwo(7)).toBe("07");
    expect(padTwo(42)).toBe("42");
    expect(padTwo(123)).toBe("123");
    expect(padTwo(-3)).toBe("00");
  });
});
