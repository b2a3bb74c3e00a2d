import { describe, expect, it } from "vitest";
import { passwordMatchesIdentity } from "./password-rules";

describe("password rules", () => {
  it("spots a password equal to the username, the e-mail or its local part", () => {
    expect(passwordMatchesIdentity("Mehmet123", { username: "mehmet123", email: "x@example.com" })).toBe(true);
    expect(passwordMatchesIdentity("ayse.kaya@example.com", { username: "ak", email: "Ayse.Kaya@example.com" })).toBe(
      true,
    );
    expect(passwordMatchesIdentity("ayse.kaya", { username: "ak", email: "ayse.kaya@example.com" })).toBe(true);
    expect(passwordMatchesIdentity("correct horse", { username: "ak", email: "ayse@example.com" })).toBe(false);
  });
});
