import { eq, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { users } from "../db/schema/users";
import { hashPassword } from "../auth/password";

type NewUser = {
  username: string;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  role?: "user" | "admin" | "translator";
};

/** Creates a user unless the username is taken; returns the user and whether it was created. */
export async function ensureUser(db: Executor, input: NewUser) {
  const [existing] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, input.username.toLowerCase()))
    .limit(1);
  if (existing) return { user: existing, created: false };
  const [user] = await db
    .insert(users)
    .values({
      username: input.username,
      email: input.email.toLowerCase(),
      password: await hashPassword(input.password),
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      role: input.role ?? "user",
      // Accounts the operator seeds (admin, demo customer) have addresses the operator chose.
      emailVerifiedAt: new Date(),
    })
    .returning();
  return { user: user!, created: true };
}
