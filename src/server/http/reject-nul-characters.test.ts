import { describe, expect, it } from "vitest";
import { containsNul } from "./reject-nul-characters";

describe("containsNul", () => {
  it("finds NUL in strings, nested objects, arrays and keys, but not in Buffers", () => {
    expect(containsNul("a\u0000b")).toBe(true);
    expect(containsNul({ a: [{ b: "x\u0000" }] })).toBe(true);
    expect(containsNul({ ["k\u0000"]: 1 })).toBe(true);
    expect(containsNul({ a: "plain", b: [1, null, true] })).toBe(false);
    expect(containsNul(Buffer.from("a\u0000b"))).toBe(false);
    expect(containsNul(undefined)).toBe(false);
  });
});
