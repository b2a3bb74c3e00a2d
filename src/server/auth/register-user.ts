import { eq, or, sql } from "drizzle-orm";
import type { Database, Executor } from "../db/client";
import { users } from "../db/schema/users";
import type { NewAccountInput } from "../../shared/schemas/auth";
import { POLICY_VERSION } from "../../shared/legal-policy";
import { badRequest } from "../http/app-error";
import { freeExpiredCustomerHolders } from "./expired-sign-ups";
import { hashPassword } from "./password";
import { assertAcceptablePassword } from "./password-policy";
import { errorText } from "../../shared/error-codes";

export const USERNAME_TAKEN = errorText("USERNAME_TAKEN");
export const EMAIL_TAKEN = errorText("EMAIL_TAKEN");

type User = typeof users.$inferSelect;
/** A visitor's sign-up (POST /api/register) has `acceptTerms`: the account records the consent (shared/legal-policy.ts). */
type NewAccount = NewAccountInput & { acceptTerms?: true; role?: "user" | "admin" | "translator" };

/** A sign-up either creates the account or finds its e-mail held by another account (never said to the visitor). */
export type SignUpOutcome = { kind: "created"; user: User } | { kind: "emailHeld"; holder: User };

/**
 * Creates a customer (or, for a verified admin's call, an admin). Username and e-mail are unique ignoring case;
 * an unverified customer older than 7 days holds neither (expired-sign-ups.ts). A taken username is said (it is
 * shown on the account); a taken e-mail is returned as `emailHeld`, for the caller to answer as if created.
 */
export async function signUp(db: Database, input: NewAccount): Promise<SignUpOutcome> {
  assertAcceptablePassword(input.password, input);
  // Hashed whether or not the e-mail is free: both answers take the same time.
  const password = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      await freeExpiredCustomerHolders(tx, { email: input.email, username: input.username });
      const clash = await holdersOf(tx, input);
      if (clash.some((row) => row.username.toLowerCase() === input.username.toLowerCase()))
        throw badRequest("USERNAME_TAKEN");
      if (clash[0]) return { kind: "emailHeld", holder: clash[0] } as const;
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email.toLowerCase(),
          password,
          firstName: input.firstName,
          lastName: input.lastName,
          role: input.role ?? "user",
          language: input.language ?? "en",
          ...(input.acceptTerms ? { termsAcceptedAt: new Date(), termsVersion: POLICY_VERSION } : {}),
        })
        .returning();
      return { kind: "created", user: user! } as const;
    });
  } catch (error) {
    // Two sign-ups racing for the same name: the unique index decides, the loser gets the same answer as a later one.
    if (!isUniqueViolation(error)) throw error;
    if (!/email/i.test(violatedConstraint(error))) throw badRequest("USERNAME_TAKEN");
    const [holder] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()))
      .limit(1);
    if (!holder) throw error;
    return { kind: "emailHeld", holder };
  }
}

/** For an admin creating an account: both clashes are said. No consent is recorded: the account is not a sign-up. */
export async function registerUser(db: Database, input: NewAccount): Promise<User> {
  const outcome = await signUp(db, input);
  if (outcome.kind === "emailHeld") throw badRequest("EMAIL_TAKEN");
  return outcome.user;
}

function holdersOf(db: Executor, input: { username: string; email: string }): Promise<User[]> {
  return db
    .select()
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.username})`, input.username.toLowerCase()),
        eq(sql`lower(${users.email})`, input.email.toLowerCase()),
      ),
    )
    .limit(2);
}

function isUniqueViolation(error: unknown): boolean {
  return pgCode(error) === "23505";
}

function violatedConstraint(error: unknown): string {
  const candidate = error as { constraint?: string; cause?: { constraint?: string }; message?: string };
  return String(candidate.constraint ?? candidate.cause?.constraint ?? candidate.message ?? "");
}

/** Postgres error code, whether the driver put it on the error or on its cause (drizzle wraps errors). */
export function pgCode(error: unknown): string | undefined {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } };
  if (typeof candidate?.code === "string") return candidate.code;
  if (typeof candidate?.cause?.code === "string") return candidate.cause.code;
  return undefined;
}
