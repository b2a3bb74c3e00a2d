import { sql } from "drizzle-orm";
import type { RegisterInput, PublicUser } from "../../shared/schemas/auth";
import type { Executor } from "../db/client";

/**
 * The answer to a sign-up whose e-mail already has an account: shaped like a new customer's, from what the visitor
 * typed (the username derived as a new account's would be, when none was typed), with an id drawn from the same
 * sequence a new account would take. No account or session is made (docs/security.md, "Sign-up squatting").
 */
export async function standInNewCustomer(
  db: Executor,
  input: RegisterInput & { username: string },
): Promise<PublicUser> {
  const drawn = (await db.execute(sql`select nextval(pg_get_serial_sequence('users', 'id')) as id`)) as unknown as {
    rows: { id: string | number }[];
  };
  const row = drawn.rows[0];
  return {
    id: Number(row!.id),
    username: input.username,
    email: input.email.toLowerCase(),
    firstName: input.firstName,
    lastName: input.lastName,
    role: "user",
    disabled: false,
    createdAt: new Date().toISOString(),
    emailVerified: false,
    language: input.language ?? "en",
  };
}
