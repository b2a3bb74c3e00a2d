import { describe, expect, it } from "vitest";
import {
  ALREADY_REVOKED_MESSAGE,
  certificateNumber,
  matchFingerprint,
  normalizeVerificationCode,
  revocationRefusal,
  toHex,
  verificationCodeFrom,
  verificationUrl,
} from "./certificate-verification";

describe("verification codes", () => {
  it("spells 16 Crockford base32 characters from the low 5 bits of each byte", () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => i * 2 + 32);
    expect(verificationCodeFrom(bytes)).toBe("02468ACEGJMPRTWY");
    expect(() => verificationCodeFrom(new Uint8Array(8))).toThrow("Need 16 random bytes");
  });

  it("accepts a typed code in any case with O, I and L read as 0, 1 and 1, and refuses anything else", () => {
    expect(normalizeVerificationCode(" 02468aceGJmprtvx ")).toBe("02468ACEGJMPRTVX");
    expect(normalizeVerificationCode("O2468ACEGJMPRTVL")).toBe("02468ACEGJMPRTV1");
    expect(normalizeVerificationCode("02468ACEGJMPRTV")).toBeNull();
    expect(normalizeVerificationCode("02468ACEGJMPRTVU")).toBeNull();
    expect(normalizeVerificationCode("../../etc/passwd")).toBeNull();
  });
});

describe("certificate numbers and links", () => {
  it("pads the id and names the year of issue in UTC", () => {
    expect(certificateNumber(42, new Date("2026-11-23T12:00:00Z"))).toBe("BT-2026-000042");
    expect(certificateNumber(1234567, new Date("2027-01-01T00:00:00Z"))).toBe("BT-2027-1234567");
  });

  it("builds the public address without a double slash", () => {
    expect(verificationUrl("https://bosphorustranslate.com/", "ABC")).toBe("https://bosphorustranslate.com/verify/ABC");
    expect(verificationUrl("http://localhost:5000", "ABC")).toBe("http://localhost:5000/verify/ABC");
  });
});

describe("revocation and fingerprints", () => {
  it("revokes once", () => {
    expect(revocationRefusal({ revokedAt: null })).toBeNull();
    expect(revocationRefusal({ revokedAt: new Date() })).toBe(ALREADY_REVOKED_MESSAGE);
  });

  it("tells which recorded file a hash belongs to", () => {
    const recorded = { certificateSha256: "aa".repeat(32), translationSha256: "bb".repeat(32) };
    expect(matchFingerprint("AA".repeat(32), recorded)).toBe("certificate");
    expect(matchFingerprint("bb".repeat(32), recorded)).toBe("translation");
    expect(matchFingerprint("cc".repeat(32), recorded)).toBe("none");
    expect(matchFingerprint("bb".repeat(32), { ...recorded, translationSha256: null })).toBe("none");
    expect(toHex(Uint8Array.from([0, 15, 255]))).toBe("000fff");
  });
});
