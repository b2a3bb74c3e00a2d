import type { AdminUser, UpdateUserInput } from "../../shared/schemas/admin";
import { updateAccount } from "../auth/update-account";
import type { Database } from "../db/client";
import { assertNotDeleted, getAdminUserOrThrow } from "./list-users";

/** The Edit User dialog: names, e-mail and username, with the same uniqueness rules as everywhere. */
export async function updateUser(options: {
  db: Database;
  userId: number;
  input: UpdateUserInput;
}): Promise<AdminUser> {
  const before = await getAdminUserOrThrow({ db: options.db, userId: options.userId });
  assertNotDeleted(before);
  const emailChanged =
    options.input.email !== undefined && options.input.email.toLowerCase() !== before.email.toLowerCase();
  await updateAccount({ db: options.db, userId: options.userId, changes: options.input, emailChanged });
  return getAdminUserOrThrow({ db: options.db, userId: options.userId });
}
