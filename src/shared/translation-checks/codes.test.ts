import { describe, expect, it } from "vitest";
import { FINDING_CODES, finding, findingText, type FindingCode } from "./codes";

describe("finding codes", () => {
  const codes = Object.keys(FINDING_CODES) as FindingCode[];

  it("gives every code an English text, a check and a severity", () => {
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) {
      expect(FINDING_CODES[code].text.trim(), code).not.toBe("");
      expect(["error", "warning"], code).toContain(FINDING_CODES[code].severity);
      expect(FINDING_CODES[code].check, code).toMatch(
        /^(numbers|dates|names|untranslated|length|terminology|consistency)$/,
      );
    }
  });

  it("places params into the text and leaves a missing one visible", () => {
    expect(findingText("DATE_SWAPPED", { date: "12.03.1985", found: "12/03/1985", expected: "March 12, 1985" })).toBe(
      "The date 12.03.1985 reads as another day in the translation: 12/03/1985 (expected March 12, 1985)",
    );
    expect(findingText("NUMBER_MISSING")).toBe("The number {{number}} of the source is missing from the translation");
  });

  it("takes the check and severity from the code", () => {
    expect(finding("7", "TERM_FORBIDDEN", { found: "x" })).toEqual({
      segmentId: "7",
      check: "terminology",
      severity: "error",
      code: "TERM_FORBIDDEN",
      params: { found: "x" },
    });
    expect(finding(null, "LENGTH_OUTLIER").severity).toBe("warning");
  });
});
