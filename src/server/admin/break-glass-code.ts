import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema/users";
import { ADMIN_CODE_LIFETIME_MS } from "../security/one-time-codes";
import { storeAdminCode } from "./issue-verification-code";

export class AdminCodeRefused extends Error {
  override name = "AdminCodeRefused";
}

/**
 * `npm run admin:code -- <username>`, the break-glass while e-mail is down (docs/administration.md): the admin
 * has signed in with the password and waits at the code step; whoever runs the server prints a code for it.
 * Only hashes are stored, so the e-mailed code cannot be shown: a fresh one replaces it, with the wrong
 * attempts made so far carried over (it never buys more guesses). The code step and its lockouts stay as they are.
 */
export async function issueBreakGlassCode(
  db: Database,
  options: { username: string },
): Promise<{ code: string; username: string; expiresInMinutes: number }> {
  const name = options.username.trim().toLowerCase();
  const [account] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, name))
    .limit(1);
  if (!account) throw new AdminCodeRefused(`No account has the username "${options.username}".`);
  if (account.role !== "admin")
    throw new AdminCodeRefused(`"${account.username}" is not an administrator: only admins sign in with a code.`);
  if (account.disabled) throw new AdminCodeRefused(`"${account.username}" is disabled: enable the account first.`);
  const code = await storeAdminCode(db, account.id, { cooldown: false, carryAttempts: true });
  return { code, username: account.username, expiresInMinutes: ADMIN_CODE_LIFETIME_MS / 60_000 };
}
