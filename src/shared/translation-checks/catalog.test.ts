import { describe, expect, it } from "vitest";
import checks from "../i18n/catalogs/en/checks";
import trChecks from "../i18n/catalogs/tr/checks";
import { FINDING_CODES } from "./codes";

describe("the checks catalog", () => {
  it("words every finding code exactly as the checks' own code list", () => {
    const fromCodes = Object.fromEntries(Object.entries(FINDING_CODES).map(([code, info]) => [code, info.text]));
    expect(checks.findings).toEqual(fromCodes);
    expect(Object.keys(trChecks.findings).sort()).toEqual(Object.keys(fromCodes).sort());
  });
});
