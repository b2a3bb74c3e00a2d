import { describe, expect, it } from "vitest";
import { registerSchema } from "../../shared/schemas/auth";
import { numbered, usernameBase } from "./derive-username";

describe("the username derived from an e-mail", () => {
  it.each([
    ["ayse.kaya@example.com", "ayse.kaya"],
    ["Mehmet_K-1@example.com", "Mehmet_K-1"],
    ["ali+orders@example.com", "aliorders"],
    ["çağla@example.com", "ala"],
    ["jo@example.com", "jo-customer"],
    ["ç@example.com", "customer"],
    ["+++@example.com", "customer"],
    [`${"x".repeat(64)}@example.com`, "x".repeat(50)],
  ])("%s → %s", (email, expected) => {
    expect(usernameBase(email)).toBe(expected);
  });

  it("appends a number within 50 characters", () => {
    expect(numbered("ali", 2)).toBe("ali2");
    expect(numbered("x".repeat(50), 12)).toBe(`${"x".repeat(48)}12`);
  });

  it("always passes the sign-up's username rule", () => {
    for (const email of ["a@b.co", "ğüş@b.co", `${"a.".repeat(40)}@b.co`, "o'brien@b.co"]) {
      for (const username of [usernameBase(email), numbered(usernameBase(email), 123456)]) {
        expect(registerSchema.shape.username.safeParse(username).success, username).toBe(true);
      }
    }
  });
});
