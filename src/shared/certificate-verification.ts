// Decision 009: what a certificate's number, verification code and public link look like, and when it may be revoked.
// Pure: the server issues and enforces, the verify page and the admin card explain.

/** Crockford base32: no I, L, O or U, so a code read off paper is not misread. */
export const VERIFICATION_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** 16 characters of 5 bits = 80 random bits: not guessable by trying. */
export const VERIFICATION_CODE_LENGTH = 16;

/** The verification code spelled by `randomBytes` (one byte per character, only the low 5 bits are used). */
export function verificationCodeFrom(randomBytes: Uint8Array): string {
  if (randomBytes.length < VERIFICATION_CODE_LENGTH) throw new Error(`Need ${VERIFICATION_CODE_LENGTH} random bytes`);
  let code = "";
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i += 1) code += VERIFICATION_ALPHABET[randomBytes[i]! & 31];
  return code;
}

/** A code as typed or scanned: case and Crockford's look-alikes (O→0, I/L→1) do not matter; null if it cannot be one. */
export function normalizeVerificationCode(input: string): string | null {
  const code = input.trim().toUpperCase().replace(/O/g, "0").replace(/[IL]/g, "1");
  if (code.length !== VERIFICATION_CODE_LENGTH) return null;
  return [...code].every((char) => VERIFICATION_ALPHABET.includes(char)) ? code : null;
}

/** "BT-2026-000042": the agency's prefix, the year of issue and the certificate's row id. */
export function certificateNumber(id: number, issuedAt: Date): string {
  return `BT-${issuedAt.getUTCFullYear()}-${String(id).padStart(6, "0")}`;
}

/** The address printed (and encoded in the QR code) on the certificate. */
export function verificationUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/$/, "")}/verify/${code}`;
}

export const ALREADY_REVOKED_MESSAGE = "This certificate has already been revoked";

/** Why a certificate cannot be revoked now, or null. Revocation is final (a new certificate is issued instead). */
export function revocationRefusal(certificate: { revokedAt: Date | string | null }): string | null {
  return certificate.revokedAt ? ALREADY_REVOKED_MESSAGE : null;
}

/** Lower-case hex of a SHA-256 digest. */
export function toHex(digest: ArrayBuffer | Uint8Array): string {
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export type FileMatch = "certificate" | "translation" | "none";

/** Which of the certificate's recorded fingerprints a dropped file's SHA-256 equals. */
export function matchFingerprint(
  sha256: string,
  recorded: { certificateSha256: string; translationSha256: string | null },
): FileMatch {
  const hash = sha256.toLowerCase();
  if (hash === recorded.certificateSha256) return "certificate";
  if (recorded.translationSha256 && hash === recorded.translationSha256) return "translation";
  return "none";
}
