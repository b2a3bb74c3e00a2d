import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/**
 * The one place for e-mailed secrets (admin sign-in codes, e-mail verification codes and links, invitation,
 * set-password and password reset tokens): how they are made, stored (SHA-256 only) and compared, and the resend cooldown.
 */

/** At most one code e-mail per minute, for admins and for e-mail verification alike. */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Wrong codes allowed against one code: an admin's sign-in code (the fifth ends the session), an e-mail verification code. */
export const MAX_CODE_ATTEMPTS = 5;

/** An admin sign-in code lives 10 minutes (see admin/verify-admin-code.ts). */
export const ADMIN_CODE_LIFETIME_MS = 10 * 60 * 1000;

/** An e-mailed verification link and code (customers and translator applicants) are valid for 24 hours. */
export const EMAIL_VERIFICATION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A password reset link (e-mailed, or printed for an admin by `npm run admin:reset-password`) is valid for 60 minutes. */
export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000;

/** A uniformly random 6-digit code, leading zeros kept. */
export const generateCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, "0");

/** A random 32-byte token for a link or cookie (base64url, 43 characters). */
export const generateToken = (): string => randomBytes(32).toString("base64url");

/** Only this hash is stored; the secret itself exists only in the e-mail, link or cookie. */
export const hashSecret = (secret: string): string => createHash("sha256").update(secret).digest("hex");

/** Constant-time equality of two secrets held in plain text (the test providers' webhook secrets). */
export function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Compares by hash in constant time; a missing or malformed stored hash never matches. */
export function secretMatches(secret: string, storedHash: string | null | undefined): boolean {
  if (!storedHash) return false;
  const actual = Buffer.from(hashSecret(secret), "hex");
  const expected = Buffer.from(storedHash, "hex");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whole seconds left before another e-mail may be sent (0 when allowed). */
export function resendWaitSeconds(
  lastSentAt: Date | null | undefined,
  now: Date,
  cooldownSeconds = RESEND_COOLDOWN_SECONDS,
): number {
  if (!lastSentAt) return 0;
  return Math.max(0, Math.ceil(cooldownSeconds - (now.getTime() - lastSentAt.getTime()) / 1000));
}
