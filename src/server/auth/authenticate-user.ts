import { eq, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema/users";
import { forbidden, unauthorized } from "../http/app-error";
import { hashPassword, verifyPassword } from "./password";

export const INVALID_CREDENTIALS = "Invalid username or password";
export const ACCOUNT_DISABLED = "This account has been disabled. Please contact support.";

// Compared against when the username does not exist, so a miss takes as long as a wrong password.
const decoyHash = hashPassword("decoy-password-for-timing");

/**
 * Checks a username (or e-mail) and password; answers the same for an unknown user and a wrong password.
 * `requireRole` (the admin login): a user of another role gets the same 401 as a wrong password, before the
 * disabled check, so the admin login never tells whether a customer's password was right.
 */
export async function authenticateUser(
  db: Database,
  credentials: { username: string; password: string },
  options: { requireRole?: (typeof users.$inferSelect)["role"]; invalidMessage?: string } = {},
) {
  const login = credentials.username.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, login), eq(sql`lower(${users.email})`, login)))
    .limit(1);
  const valid = await verifyPassword(credentials.password, user?.password ?? (await decoyHash));
  if (!user || !valid) throw unauthorized(options.invalidMessage ?? INVALID_CREDENTIALS);
  if (options.requireRole && user.role !== options.requireRole) throw unauthorized(options.invalidMessage ?? INVALID_CREDENTIALS);
  if (user.disabled) throw forbidden(ACCOUNT_DISABLED);
  return user;
}
