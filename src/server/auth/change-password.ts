import { and, eq, ne } from "drizzle-orm";
import { invalidateUserSessions } from "./sessions";
import type { ChangePasswordInput } from "../../shared/schemas/auth";
import { hashPassword, verifyPassword } from "./password";
import { assertAcceptablePassword } from "./password-policy";
import type { Database } from "../db/client";
import { sessions, users } from "../db/schema/users";
import { badRequest } from "../http/app-error";
import { errorText } from "../../shared/error-codes";

export const WRONG_CURRENT_PASSWORD = errorText("CURRENT_PASSWORD_WRONG");

/**
 * Replaces the signed-in user's password (customer or admin) and ends their other sessions (a stolen cookie dies with the
 * old password); the session making the change stays signed in.
 */
export async function changePassword(options: {
  db: Database;
  user: { id: number; password: string; username: string; email: string };
  currentSessionId: string;
  input: ChangePasswordInput;
}): Promise<void> {
  const { db, user, input } = options;
  if (!(await verifyPassword(input.currentPassword, user.password))) throw badRequest("CURRENT_PASSWORD_WRONG");
  assertAcceptablePassword(input.newPassword, user);
  const password = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password, updatedAt: new Date() }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, options.currentSessionId)));
  });
  // The other sessions are gone and the cached user holds the old hash.
  invalidateUserSessions(user.id);
}
