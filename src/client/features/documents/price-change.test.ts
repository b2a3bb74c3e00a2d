import { describe, expect, it } from "vitest";
import { describePriceChange } from "./price-change";

describe("describePriceChange", () => {
  it("explains an upload's new price by the counted words", () => {
    expect(describePriceChange({ from: 7500, to: 18600, wordCount: 1240 })).toBe(
      "Your documents contain 1,240 words, so the price changed from $75.00 to $186.00.",
    );
  });

  it("names the removed document", () => {
    expect(describePriceChange({ from: 18600, to: 3600, wordCount: 240, removedName: "a.pdf" })).toBe(
      "After removing a.pdf, your documents contain 240 words, so the price changed from $186.00 to $36.00.",
    );
    expect(describePriceChange({ from: 3600, to: 0, wordCount: 0, removedName: "a.pdf" })).toBe(
      "After removing a.pdf no documents are left, so the price changed from $36.00 to $0.00. Upload your documents to continue.",
    );
  });
});
