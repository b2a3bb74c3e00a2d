import { eq } from "drizzle-orm";
import type { AdminUser } from "../../shared/schemas/admin";
import { deleteUserSessions, invalidateUserSessions } from "../auth/sessions";
import type { Database } from "../db/client";
import { users } from "../db/schema/users";
import { badRequest, notFound, english } from "../http/app-error";
import { assertNotDeleted, getAdminUserOrThrow } from "./list-users";

export const CANNOT_DISABLE_SELF = "You cannot disable your own account";

/**
 * Disable Account (and our Enable Account). Disabling also deletes the user's sessions in the same
 * transaction, so they are signed out everywhere at once. An admin cannot lock themselves out.
 */
export async function setUserDisabled(options: {
  db: Database;
  userId: number;
  disabled: boolean;
  adminId: number;
}): Promise<AdminUser> {
  const { db, userId, disabled } = options;
  if (disabled && userId === options.adminId) throw badRequest(english(CANNOT_DISABLE_SELF));
  assertNotDeleted(await getAdminUserOrThrow({ db, userId }));
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ disabled, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (!updated) throw notFound(english("User not found"));
    if (disabled) await deleteUserSessions(tx, userId);
  });
  // Again once committed: a request between the delete and the commit may have cached the old rows.
  invalidateUserSessions(userId);
  return getAdminUserOrThrow({ db, userId });
}
