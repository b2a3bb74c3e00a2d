import { describe, expect, it } from "vitest";
import { formatCardNumber, formatCvc, formatExpiry, formatZip } from "./card-input-format";

describe("card input formatting", () => {
  it("groups card digits by four", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4000-0000 00")).toBe("4000 0000 00");
    expect(formatCardNumber("1".repeat(25))).toHaveLength(19 + 4);
  });

  it("writes the expiry as MM/YY", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("4")).toBe("04");
    expect(formatExpiry("12")).toBe("12");
    expect(formatExpiry("12/")).toBe("12/");
    expect(formatExpiry("1234")).toBe("12/34");
    expect(formatExpiry("12/345")).toBe("12/34");
  });

  it("keeps the CVC and ZIP to digits", () => {
    expect(formatCvc("12a34x")).toBe("1234");
    expect(formatZip("10118")).toBe("10118");
    expect(formatZip("101181234")).toBe("10118-1234");
  });
});
