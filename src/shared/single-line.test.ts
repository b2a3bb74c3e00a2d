import { describe, expect, it } from "vitest";
import { isSingleLine } from "./single-line";

describe("isSingleLine", () => {
  it("accepts names with spaces, apostrophes and Turkish letters", () => {
    for (const name of ["Mehmet", "Ayşe Gül", "O'Brien-Çelik", "İbrahim Şükrü"]) expect(isSingleLine(name)).toBe(true);
  });

  it("refuses line breaks, tabs, other control characters and Unicode line separators", () => {
    for (const name of [
      "Ali\r\nBcc: x@example.com",
      "Ali\nVeli",
      "Ali\rVeli",
      "Ali\tVeli",
      "Ali\u0000",
      "Ali\u007f",
      "Ali\u0085Veli",
      "Ali\u2028Veli",
      "Ali\u2029Veli",
    ]) {
      expect(isSingleLine(name)).toBe(false);
    }
  });
});
