import { coded } from "../../shared/error-codes";
import type { Database } from "../db/client";
import { users } from "../db/schema/users";
import { forbidden, tooManyRequests, unauthorized, english } from "../http/app-error";
import type { Mailer } from "../mail/mailer";
import { accountWaitSeconds, countAccountFailure, resetAccountFailures } from "./account-failures";
import { hashPassword, verifyPassword } from "./password";
import { countDeviceFailure, findTrustedDevice, forgetDeviceFailures, loginMatches } from "./trusted-devices";
import { errorText } from "../../shared/error-codes";

export const INVALID_CREDENTIALS = errorText("INVALID_CREDENTIALS");
export const ACCOUNT_DISABLED = errorText("ACCOUNT_DISABLED");

// Compared against when the username does not exist, so a miss takes as long as a wrong password.
const decoyHash = hashPassword("decoy-password-for-timing");

type AuthenticateOptions = {
  db: Database;
  /** Tells the owner when wrong passwords start to slow the account down. */
  mailer: Mailer;
  credentials: { username: string; password: string };
  /** The request's device cookie, if any (auth/device-cookie.ts). */
  deviceCookie: string | undefined;
  /** The admin login: a user of another role gets the same 401 as a wrong password. */
  requireRole?: (typeof users.$inferSelect)["role"];
  invalidMessage?: string;
};

/**
 * Checks a username (or e-mail) and password; answers the same for an unknown user and a wrong password.
 * Guessing is throttled per account without locking the owner out (docs/security.md, "Device cookies"): a
 * browser with a valid device cookie for the account counts its own wrong passwords; any other browser waits
 * for the account's delay. `requireRole` is checked before the disabled flag, so the admin login never tells
 * whether a customer's password was right.
 */
export async function authenticateUser(options: AuthenticateOptions) {
  const { db, credentials } = options;
  const [user] = await db.select().from(users).where(loginMatches(credentials.username)).limit(1);
  const device = user ? await findTrustedDevice(db, options.deviceCookie, user.id) : null;
  if (user && !device) {
    const wait = accountWaitSeconds(user, new Date());
    if (wait > 0)
      throw tooManyRequests(
        wait === 1
          ? english("Too many failed sign-ins for this account. Please try again in 1 second.", "RATE_LIMITED")
          : coded("RATE_LIMITED_SIGN_IN", { seconds: String(wait) }),
        { retryAfter: wait },
      );
  }
  const valid = await verifyPassword(credentials.password, user?.password ?? (await decoyHash));
  if (user && !valid) {
    if (device) await countDeviceFailure(db, device);
    else await countAccountFailure({ db, mailer: options.mailer, userId: user.id });
  }
  if (!user || !valid) throw unauthorized(english(options.invalidMessage ?? INVALID_CREDENTIALS));
  // A trusted browser's success leaves the account's count alone: an attack from elsewhere may still be going on
  // (docs/decisions/025-device-cookies.md).
  if (device) await forgetDeviceFailures(db, device);
  else if (user.failedLogins > 0) await resetAccountFailures(db, user.id);
  if (options.requireRole && user.role !== options.requireRole)
    throw unauthorized(english(options.invalidMessage ?? INVALID_CREDENTIALS));
  if (user.disabled) throw forbidden("ACCOUNT_DISABLED");
  return user;
}
