import { createRequire } from "node:module";
import { passwordMatchesIdentity } from "../../shared/password-rules";
import { badRequest } from "../http/app-error";

// Mozilla's list of the most common passwords (fxa-common-password-list, bundled: no network at run time).
const commonPasswords = createRequire(import.meta.url)("fxa-common-password-list") as {
  test(password: string): boolean;
};

/** Refuses a common password or one equal to the username or e-mail (sign-up, password change, set-password). */
export function assertAcceptablePassword(
  password: string,
  identity: { username?: string | null; email?: string | null },
): void {
  if (passwordMatchesIdentity(password, identity)) throw badRequest("PASSWORD_MATCHES_IDENTITY");
  if (commonPasswords.test(password) || commonPasswords.test(password.toLowerCase()))
    throw badRequest("PASSWORD_COMMON");
}
