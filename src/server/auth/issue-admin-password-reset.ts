import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema/users";
import { generateToken, hashSecret } from "../security/one-time-codes";
import {
  ADMIN_PASSWORD_RESET_PURPOSE,
  passwordResetUrl,
  retireOpenResetLinks,
  storeResetLink,
} from "./password-reset-links";

export class AdminResetRefused extends Error {
  override name = "AdminResetRefused";
}

/**
 * `npm run admin:reset-password -- <username>`: a single-use link (60 minutes) for an administrator, who gets no
 * e-mailed one. Whoever can run this already holds the database; the link still goes through /reset-password,
 * so the new password meets the password rules and every session of the account ends.
 */
export async function issueAdminPasswordReset(
  db: Database,
  options: { username: string; publicUrl: string },
): Promise<{ url: string; username: string }> {
  const name = options.username.trim().toLowerCase();
  const [account] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, name))
    .limit(1);
  if (!account) throw new AdminResetRefused(`No account has the username "${options.username}".`);
  if (account.role !== "admin") {
    throw new AdminResetRefused(
      `"${account.username}" is not an administrator: customers and translators use "Forgot your password?" on the sign-in page.`,
    );
  }
  if (account.disabled) throw new AdminResetRefused(`"${account.username}" is disabled: enable the account first.`);
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
