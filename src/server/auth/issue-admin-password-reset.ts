import type { Database } from "../db/client";
import { findAdminForCommand } from "./find-admin-for-command";
import { generateToken, hashSecret } from "../security/one-time-codes";
import {
  ADMIN_PASSWORD_RESET_PURPOSE,
  passwordResetUrl,
  retireOpenResetLinks,
  storeResetLink,
} from "./password-reset-links";

/**
 * `npm run admin:reset-password -- <username>`: a single-use link (60 minutes) for an administrator, who gets no
 * e-mailed one. Whoever can run this already holds the database; the link still goes through /reset-password,
 * so the new password meets the password rules and every session of the account ends.
 */
export async function issueAdminPasswordReset(
  db: Database,
  options: { username: string; publicUrl: string },
): Promise<{ url: string; username: string }> {
  const account = await findAdminForCommand(
    db,
    options.username,
    'customers and translators use "Forgot your password?" on the sign-in page.',
  );
  const token = generateToken();
  await db.transaction(async (tx) => {
    await retireOpenResetLinks(tx, account.id);
    await storeResetLink(tx, {
      userId: account.id,
      email: account.email,
      tokenHash: hashSecret(token),
      purpose: ADMIN_PASSWORD_RESET_PURPOSE,
    });
  });
  // Admin screens are English: the link opens the English page whatever the account's language.
  return { url: passwordResetUrl(options.publicUrl, token, "en"), username: account.username };
}
