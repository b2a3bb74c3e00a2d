import { errorText } from "./error-codes";
export const PASSWORD_MESSAGES = {
  common: errorText("PASSWORD_COMMON"),
  matchesIdentity: errorText("PASSWORD_MATCHES_IDENTITY"),
} as const;

/** The password is the username or the e-mail (or its local part), ignoring case: the first thing an attacker tries. */
export function passwordMatchesIdentity(
  password: string,
  identity: { username?: string | null; email?: string | null },
): boolean {
  const candidate = password.trim().toLowerCase();
  const email = identity.email?.trim().toLowerCase();
  return [identity.username?.trim().toLowerCase(), email, email?.split("@")[0]].some(
    (value) => Boolean(value) && value === candidate,
  );
}
