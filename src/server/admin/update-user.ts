import { and, eq, ne, or, sql } from "drizzle-orm";
import type { AdminUser, UpdateUserInput } from "../../shared/schemas/admin";
import { EMAIL_TAKEN, USERNAME_TAKEN, pgCode } from "../auth/register-user";
import type { Database } from "../db/client";
import { users } from "../db/schema/users";
import { badRequest, notFound } from "../http/app-error";
import { getAdminUserOrThrow } from "./list-users";

/** The Edit User dialog: names, e-mail and username. Uniqueness ignores case, as at registration. */
export async function updateUser(options: { db: Database; userId: number; input: UpdateUserInput }): Promise<AdminUser> {
  const { db, userId, input } = options;
  await assertAvailable(db, userId, input);
  const changes = {
    ...(input.username !== undefined ? { username: input.username } : {}),
    ...(input.email !== undefined ? { email: input.email.toLowerCase() } : {}),
    ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
    ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
  };
  try {
    const [updated] = await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (!updated) throw notFound("User");
  } catch (error) {
    // A concurrent sign-up took the name between the check and the update: the unique index decides.
    if (pgCode(error) === "23505") throw badRequest(/email/i.test(violatedConstraint(error)) ? EMAIL_TAKEN : USERNAME_TAKEN);
    throw error;
  }
  return getAdminUserOrThrow({ db, userId });
}

async function assertAvailable(db: Database, userId: number, input: UpdateUserInput): Promise<void> {
  const username = input.username?.toLowerCase();
  const email = input.email?.toLowerCase();
  if (!username && !email) return;
  const clashes = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        ne(users.id, userId),
        or(
          username ? eq(sql`lower(${users.username})`, username) : undefined,
          email ? eq(sql`lower(${users.email})`, email) : undefined,
        ),
      ),
    )
    .limit(2);
  if (email && clashes.some((row) => row.email.toLowerCase() === email)) throw badRequest(EMAIL_TAKEN);
  if (clashes.length > 0) throw badRequest(USERNAME_TAKEN);
}

/** The unique index a violation names, whether on the driver's error or on drizzle's wrapper's cause. */
function violatedConstraint(error: unknown): string {
  const candidate = error as { constraint?: unknown; cause?: { constraint?: unknown } };
  return String(candidate?.constraint ?? candidate?.cause?.constraint ?? "");
}
