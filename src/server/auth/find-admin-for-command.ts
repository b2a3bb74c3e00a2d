import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema/users";

/** A command run from the server's environment refused (unknown name, not an admin, disabled): its text is for the operator. */
export class AdminCommandRefused extends Error {
  override name = "AdminCommandRefused";
}

/**
 * The enabled administrator an operator's command names (npm run admin:reset-password, npm run admin:code), by
 * username in any case. `notAdmin` says what a customer or translator named by mistake should do instead.
 */
export async function findAdminForCommand(db: Database, username: string, notAdmin: string) {
  const [account] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()))
    .limit(1);
  if (!account) throw new AdminCommandRefused(`No account has the username "${username}".`);
  if (account.role !== "admin")
    throw new AdminCommandRefused(`"${account.username}" is not an administrator: ${notAdmin}`);
  if (account.disabled) throw new AdminCommandRefused(`"${account.username}" is disabled: enable the account first.`);
  return account;
}
