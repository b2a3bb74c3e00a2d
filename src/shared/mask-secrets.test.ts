import { describe, expect, it } from "vitest";
import { MASK, maskSecrets } from "./mask-secrets";

describe("maskSecrets", () => {
  it("masks codes and single-use links", () => {
    expect(maskSecrets("Your code is: 123456")).toBe(`Your code is: ${MASK}`);
    expect(maskSecrets("https://x.test/set-password?token=abcDEF123_-")).toBe(
      `https://x.test/set-password?token=${MASK}`,
    );
    expect(maskSecrets("https://x.test/verify-email?token=abc&x=1")).toBe(
      `https://x.test/verify-email?token=${MASK}&x=1`,
    );
    expect(maskSecrets("https://x.test/verify-translator-email/ZmFrZS10b2tlbi1mb3I")).toBe(
      `https://x.test/verify-translator-email/${MASK}`,
    );
  });

  it("keeps order numbers, amounts and dates readable", () => {
    const text = "Order #1234 paid $1,234.56 on 2026-11-23; order BT-20261123 total 120000.00";
    expect(maskSecrets(text)).toBe(text);
  });
});
