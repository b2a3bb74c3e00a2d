import type { LoginInput } from "../../shared/schemas/auth";
import { authenticateUser } from "../auth/authenticate-user";
import type { Database } from "../db/client";
import { readSwitch } from "../settings/read-settings";

export const ADMIN_INVALID_CREDENTIALS = "Invalid credentials or insufficient privileges";

/**
 * Checks an admin's credentials. A customer with the right password gets the same 401 as a wrong password.
 * Says whether the session must wait for the e-mailed code (setting admin_two_step_verification).
 */
export async function loginAdmin(options: { db: Database; credentials: LoginInput }) {
  const user = await authenticateUser(options.db, options.credentials, {
    requireRole: "admin",
    invalidMessage: ADMIN_INVALID_CREDENTIALS,
  });
  const verificationRequired = await readSwitch(options.db, "admin_two_step_verification");
  return { user, verificationRequired };
}
