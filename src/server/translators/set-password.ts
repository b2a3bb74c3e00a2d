import { and, eq, isNull } from "drizzle-orm";
import {
  SET_PASSWORD_MESSAGES,
  type SetPasswordInput,
  type SetPasswordResponse,
} from "../../shared/schemas/translators";
import { hashPassword } from "../auth/password";
import { assertAcceptablePassword } from "../auth/password-policy";
import { SET_PASSWORD_PURPOSE } from "./create-translator-account";
import { deleteUserSessions, invalidateUserSessions } from "../auth/sessions";
import type { Database } from "../db/client";
import { passwordTokens, users } from "../db/schema/users";
import { badRequest } from "../http/app-error";
import { hashSecret } from "../security/one-time-codes";

/**
 * POST /api/set-password: a single-use, unexpired link sets the user's password. The user's other open links
 * and sessions end, so an old link or a session from before cannot outlive the new password.
 */
export async function setPassword({
  db,
  input,
}: {
  db: Database;
  input: SetPasswordInput;
}): Promise<SetPasswordResponse> {
  const password = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.tokenHash, hashSecret(input.token)))
      .limit(1)
      .for("update");
    const now = new Date();
    if (!link || link.usedAt || link.expiresAt <= now || link.purpose !== SET_PASSWORD_PURPOSE)
      throw badRequest("SET_PASSWORD_INVALID");
    const [owner] = await tx
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(eq(users.id, link.userId))
      .limit(1);
    assertAcceptablePassword(input.password, owner ?? {});
    const [user] = await tx
      .update(users)
      .set({ password, updatedAt: now })
      .where(and(eq(users.id, link.userId), eq(users.disabled, false)))
      .returning();
    if (!user) throw badRequest("SET_PASSWORD_INVALID");
    await tx
      .update(passwordTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordTokens.userId, user.id), isNull(passwordTokens.usedAt)));
    await deleteUserSessions(tx, user.id);
    return user;
  });
  invalidateUserSessions(user.id);
  return { message: SET_PASSWORD_MESSAGES.done, username: user.username };
}
