import { describe, expect, it } from "vitest";
import { personName, titleCaseKey } from "./format";

describe("admin format helpers", () => {
  it("title-cases setting keys", () => {
    expect(titleCaseKey("company_phone")).toBe("Company Phone");
    expect(titleCaseKey("admin_two_step_verification")).toBe("Admin Two Step Verification");
  });

  it("names a person, falling back to the username", () => {
    expect(personName({ firstName: "Ayşe", lastName: "Yılmaz", username: "ayse" })).toBe("Ayşe Yılmaz");
    expect(personName({ firstName: null, lastName: null, username: "ayse" })).toBe("ayse");
  });
});
