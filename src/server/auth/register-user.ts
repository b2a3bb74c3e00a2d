import { eq, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema/users";
import type { RegisterInput } from "../../shared/schemas/auth";
import { badRequest } from "../http/app-error";
import { hashPassword } from "./password";
import { assertAcceptablePassword } from "./password-policy";

export const USERNAME_TAKEN = "Username already exists";
export const EMAIL_TAKEN = "An account with this email already exists";

/** Creates a customer (or, for a verified admin's call, an admin). Username and e-mail are unique ignoring case. */
export async function registerUser(db: Database, input: RegisterInput & { role?: "user" | "admin" | "translator" }) {
  const clash = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, input.username.toLowerCase()), eq(sql`lower(${users.email})`, input.email.toLowerCase())))
    .limit(2);
  if (clash.some((row) => row.username.toLowerCase() === input.username.toLowerCase())) throw badRequest(USERNAME_TAKEN);
  if (clash.length > 0) throw badRequest(EMAIL_TAKEN);

  assertAcceptablePassword(input.password, input);
  const password = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        username: input.username,
        email: input.email.toLowerCase(),
        password,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role ?? "user",
        language: input.language ?? "en",
      })
      .returning();
    return user!;
  } catch (error) {
    // Two sign-ups racing for the same name: the unique index decides, the loser gets the same clear answer.
    if (isUniqueViolation(error)) throw badRequest(uniqueViolationMessage(error));
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return pgCode(error) === "23505";
}

function uniqueViolationMessage(error: unknown): string {
  return /email/i.test(String((error as { constraint?: string }).constraint ?? (error as Error).message)) ? EMAIL_TAKEN : USERNAME_TAKEN;
}

/** Postgres error code, whether the driver put it on the error or on its cause (drizzle wraps errors). */
export function pgCode(error: unknown): string | undefined {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } };
  if (typeof candidate?.code === "string") return candidate.code;
  if (typeof candidate?.cause?.code === "string") return candidate.cause.code;
  return undefined;
}
