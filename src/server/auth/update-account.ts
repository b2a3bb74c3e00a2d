import { and, eq, ne, or, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { users } from "../db/schema/users";
import { badRequest, notFound, english } from "../http/app-error";
import { EMAIL_TAKEN, USERNAME_TAKEN, pgCode } from "./register-user";
import { invalidateUserSessions, type SessionUser } from "./sessions";

export type AccountChanges = { username?: string; email?: string; firstName?: string; lastName?: string };

/**
 * Changes a user's names, e-mail or username: the customer's own Account Settings and the admin's Edit User.
 * Uniqueness ignores case, as at registration. `emailChanged`: the address is marked unverified.
 */
export async function updateAccount(options: {
  db: Executor;
  userId: number;
  changes: AccountChanges;
  emailChanged?: boolean;
}): Promise<SessionUser> {
  const { db, userId, changes: input } = options;
  await assertAvailable(db, userId, input);
  const changes = {
    ...(input.username !== undefined ? { username: input.username } : {}),
    ...(input.email !== undefined ? { email: input.email.toLowerCase() } : {}),
    // A new address is unproven until its owner opens the link or enters the code sent to it.
    ...(options.emailChanged ? { emailVerifiedAt: null } : {}),
    ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
    ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
  };
  try {
    const [updated] = await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!updated) throw notFound(english("User not found"));
    invalidateUserSessions(userId);
    return updated;
  } catch (error) {
    // A concurrent sign-up took the name between the check and the update: the unique index decides.
    if (pgCode(error) === "23505")
      throw badRequest(english(/email/i.test(violatedConstraint(error)) ? EMAIL_TAKEN : USERNAME_TAKEN));
    throw error;
  }
}

async function assertAvailable(db: Executor, userId: number, input: AccountChanges): Promise<void> {
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
  if (email && clashes.some((row) => row.email.toLowerCase() === email)) throw badRequest("EMAIL_TAKEN");
  if (clashes.length > 0) throw badRequest("USERNAME_TAKEN");
}

/** The unique index a violation names, whether on the driver's error or on drizzle's wrapper's cause. */
function violatedConstraint(error: unknown): string {
  const candidate = error as { constraint?: unknown; cause?: { constraint?: unknown } };
  return String(candidate?.constraint ?? candidate?.cause?.constraint ?? "");
}
