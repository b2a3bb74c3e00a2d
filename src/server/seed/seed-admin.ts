import type { Executor } from "../db/client";
import { generatePassword } from "../auth/password";
import { ensureUser } from "./seed-users";

export type SeededAdmin = { username: string; password: string; generatedPassword: boolean } | null;

/**
 * Creates the first admin if that username does not exist yet. The password is ADMIN_PASSWORD or a
 * generated one; either way it is only returned (to be printed once), never stored in clear.
 */
export async function seedAdmin(
  db: Executor,
  options: { username: string; email: string; password?: string },
): Promise<SeededAdmin> {
  const password = options.password ?? generatePassword();
  const { created } = await ensureUser(db, {
    username: options.username,
    email: options.email,
    password,
    firstName: "Site",
    lastName: "Administrator",
    role: "admin",
  });
  return created ? { username: options.username, password, generatedPassword: !options.password } : null;
}
