import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** The e-mailed link and code are valid for 24 hours. */
export const VERIFICATION_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** At most one verification e-mail per application per minute. */
export const RESEND_COOLDOWN_SECONDS = 60;
/** Wrong codes allowed per application before a new e-mail is needed. */
export const MAX_CODE_ATTEMPTS = 5;

/** A random 32-byte token for a link or cookie (base64url, 43 characters). */
export const generateToken = () => randomBytes(32).toString("base64url");

/** A uniformly random 6-digit code, leading zeros kept. */
export const generateCode = () => randomInt(0, 1_000_000).toString().padStart(6, "0");

/** Only SHA-256 hashes of tokens and codes are stored; the secrets exist only in the e-mail or cookie. */
export const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

export function secretMatches(secret: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const actual = Buffer.from(hashSecret(secret), "hex");
  const expected = Buffer.from(storedHash, "hex");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whole seconds left before another e-mail may be sent (0 when allowed). */
export function resendWaitSeconds(lastSentAt: Date | null | undefined, now: Date): number {
  if (!lastSentAt) return 0;
  return Math.max(0, Math.ceil(RESEND_COOLDOWN_SECONDS - (now.getTime() - lastSentAt.getTime()) / 1000));
}
