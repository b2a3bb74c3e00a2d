// docs/security.md, "Sign-up squatting": a sign-up or translator application whose e-mail was not proven within
// this time no longer holds its address (or username); the scheduled purge removes it.
export const UNVERIFIED_SIGN_UP_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Sign-ups created (and last changed) before this instant and still unverified have expired. */
export function unverifiedSignUpCutoff(now: Date): Date {
  return new Date(now.getTime() - UNVERIFIED_SIGN_UP_LIFETIME_MS);
}
