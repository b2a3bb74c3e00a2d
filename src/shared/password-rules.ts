import { errorText } from "./error-codes";
export const PASSWORD_MESSAGES = {
  common: errorText("PASSWORD_COMMON"),
  matchesIdentity: errorText("PASSWORD_MATCHES_IDENTITY"),
} as const;

/** The password is the username or the e-mail (or its local part), ignoring case: the first thing an attacker tries. */
export function passwordMatchesIdentity(password: string, identity: { username?: string | null; email?: string | null }): boolean {
  const candidate = password.trim().toLowerCase();
  const email = identity.email?.trim().toLowerCase();
  return [identity.username?.trim().toLowerCase(), email, email?.split("@")[0]].some((value) => Boolean(value) && value === candidate);
}

// Bidirectional controls (U+202A-202E, U+2066-2069, U+200E/F, U+061C) reorder what an admin reads; zero-width
// characters (U+200B-200D, U+2060, U+FEFF) make two names look the same.
const INVISIBLE = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B-\u200D\u2060\uFEFF]/g;

/** A name without bidirectional-control or zero-width characters. */
export function stripInvisible(value: string): string {
  return value.replace(INVISIBLE, "");
}
