import { describe, expect, it } from "vitest";
import { codeMatches, generateVerificationCode, hashVerificationCode, resendWaitSeconds } from "./verification-code";

describe("admin verification codes", () => {
  it("are six digits and compared by hash", () => {
    const code = generateVerificationCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(codeMatches(code, hashVerificationCode(code))).toBe(true);
    expect(codeMatches(code === "000000" ? "000001" : "000000", hashVerificationCode(code))).toBe(false);
    expect(codeMatches(code, "not-a-hash")).toBe(false);
  });

  it("count the resend wait down from 60 seconds", () => {
    const sent = new Date("2026-01-01T10:00:00Z");
    expect(resendWaitSeconds(undefined, sent)).toBe(0);
    expect(resendWaitSeconds(sent, new Date("2026-01-01T10:00:00.200Z"))).toBe(60);
    expect(resendWaitSeconds(sent, new Date("2026-01-01T10:00:59.500Z"))).toBe(1);
    expect(resendWaitSeconds(sent, new Date("2026-01-01T10:01:00Z"))).toBe(0);
  });
});
