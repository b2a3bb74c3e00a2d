/**
 * What an admin may read of an e-mail: everything except the secrets in it. Codes (admin two-step, e-mail
 * verification) and single-use links (set-password, verification, invitations) are masked, so the outbox
 * cannot be used to take over another person's account. The delivered e-mail itself is not changed.
 */
export const MASK = "••••••";

const TOKEN_PARAMETER = /([?&](?:token|code)=)[^&\s"'<>]+/gi;
/** A link path ending in a long random segment (verification links carry their token in the path). */
const TOKEN_PATH = /(\/(?:verify-[a-z-]+|accept-[a-z-]+|set-password|reset-password)\/)[A-Za-z0-9_-]{16,}/gi;
/** Any standalone 6-digit or 6-character code; order numbers and amounts have other shapes. */
const SIX_DIGITS = /(?<![\w.,/-])\d{6}(?![\w.,-]?\d)/g;

export function maskSecrets(text: string): string {
  return text.replace(TOKEN_PARAMETER, `$1${MASK}`).replace(TOKEN_PATH, `$1${MASK}`).replace(SIX_DIGITS, MASK);
}
