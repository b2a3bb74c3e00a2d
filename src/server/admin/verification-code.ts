import { createHash, randomInt, timingSafeEqual } from "node:crypto";

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const RESEND_COOLDOWN_SECONDS = 60;
export const MAX_INVALID_ATTEMPTS = 5;

/** A uniformly random 6-digit code, leading zeros kept. */
export function generateVerificationCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

/** Only this hash is stored; the code itself exists only in the e-mail. */
export function hashVerificationCode(code: string): string {
  return createHash("sha256").update(code).digest("hex");
}

export function codeMatches(code: string, storedHash: string): boolean {
  const actual = Buffer.from(hashVerificationCode(code), "hex");
  const expected = Buffer.from(storedHash, "hex");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whole seconds left before another code may be sent (0 when allowed). */
export function resendWaitSeconds(lastSentAt: Date | undefined, now: Date): number {
  if (!lastSentAt) return 0;
  const elapsedMs = now.getTime() - lastSentAt.getTime();
  return Math.max(0, Math.ceil(RESEND_COOLDOWN_SECONDS - elapsedMs / 1000));
}
