import type { Database } from "../db/client";
import { findAdminForCommand } from "../auth/find-admin-for-command";
import { ADMIN_CODE_LIFETIME_MS } from "../security/one-time-codes";
import { storeAdminCode } from "./issue-verification-code";

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
  const account = await findAdminForCommand(db, options.username, "only admins sign in with a code.");
  const code = await storeAdminCode(db, account.id, { cooldown: false, carryAttempts: true });
  return { code, username: account.username, expiresInMinutes: ADMIN_CODE_LIFETIME_MS / 60_000 };
}
