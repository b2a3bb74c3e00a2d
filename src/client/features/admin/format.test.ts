import { describe, expect, it } from "vitest";
import { titleCaseKey } from "./format";

describe("admin format helpers", () => {
  it("title-cases setting keys", () => {
    expect(titleCaseKey("company_phone")).toBe("Company Phone");
    expect(titleCaseKey("admin_two_step_verification")).toBe("Admin Two Step Verification");
  });
});
