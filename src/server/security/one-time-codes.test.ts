import { describe, expect, it } from "vitest";
import { generateCode, generateToken, hashSecret, resendWaitSeconds, secretMatches } from "./one-time-codes";

describe("one-time codes", () => {
  it("are six digits and compared by hash", () => {
    const code = generateCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(secretMatches(code, hashSecret(code))).toBe(true);
    expect(secretMatches(code === "000000" ? "000001" : "000000", hashSecret(code))).toBe(false);
  });

  it("keep leading zeros in the hash comparison", () => {
    expect(secretMatches("012345", hashSecret("012345"))).toBe(true);
    expect(secretMatches("12345", hashSecret("012345"))).toBe(false);
  });

  it("never match a missing or malformed stored hash", () => {
    expect(secretMatches("123456", null)).toBe(false);
    expect(secretMatches("123456", undefined)).toBe(false);
    expect(secretMatches("123456", "not-a-hash")).toBe(false);
    expect(secretMatches("123456", hashSecret("123456").slice(0, 32))).toBe(false);
  });

  it("store a SHA-256 hex digest, not the secret", () => {
    expect(hashSecret("123456")).toBe("8d969eef6ecad3c29a3a629280e686cf0c3f5d5a86aff3ca12020c923adc6c92");
  });

  it("make 43-character base64url tokens that differ each time", () => {
    const token = generateToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generateToken()).not.toBe(token);
  });

  it("count the resend wait down from 60 seconds", () => {
    const sent = new Date("2026-01-01T10:00:00Z");
    expect(resendWaitSeconds(undefined, sent)).toBe(0);
    expect(resendWaitSeconds(null, sent)).toBe(0);
    expect(resendWaitSeconds(sent, new Date("2026-01-01T10:00:00.200Z"))).toBe(60);
    expect(resendWaitSeconds(sent, new Date("2026-01-01T10:00:59.500Z"))).toBe(1);
    expect(resendWaitSeconds(sent, new Date("2026-01-01T10:01:00Z"))).toBe(0);
    expect(resendWaitSeconds(sent, new Date("2026-01-01T10:00:10Z"), 30)).toBe(20);
  });
});
