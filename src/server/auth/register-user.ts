import { eq, or, sql } from "drizzle-orm";
import type { Database, Executor } from "../db/client";
import { users } from "../db/schema/users";
import type { NewAccountInput } from "../../shared/schemas/auth";
import { POLICY_VERSION } from "../../shared/legal-policy";
import { passwordMatchesIdentity } from "../../shared/password-rules";
import { badRequest } from "../http/app-error";
import { freeUsername } from "./derive-username";
import { freeExpiredCustomerHolders } from "./expired-sign-ups";
import { hashPassword } from "./password";
import { assertAcceptablePassword } from "./password-policy";
import { errorText } from "../../shared/error-codes";

export const USERNAME_TAKEN = errorText("USERNAME_TAKEN");
export const EMAIL_TAKEN = errorText("EMAIL_TAKEN");

type User = typeof users.$inferSelect;
type Role = "user" | "admin" | "translator";
/**
 * A visitor's sign-up (POST /api/register): the username may be left out (derived from the e-mail) and
 * `acceptTerms` records their consent to the current terms (shared/legal-policy.ts).
 */
type SignUpInput = Omit<NewAccountInput, "username"> & { username?: string; acceptTerms?: true; role?: Role };

/**
 * A sign-up either creates the account or finds its e-mail held by another account (never said to the visitor).
 * `username` is the one the new account has or, for a held e-mail, would have had: the stand-in answer shows it.
 */
export type SignUpOutcome = { kind: "created"; user: User } | { kind: "emailHeld"; holder: User; username: string };

/** Two sign-ups raced for a derived username: derive again (a few times, then the usual answer). */
class DerivedNameTaken extends Error {}
const DERIVE_ATTEMPTS = 5;

/**
 * Creates a customer (or, for a verified admin's call, an admin). Username and e-mail are unique ignoring case;
 * an unverified customer older than 7 days holds neither (expired-sign-ups.ts). A taken username is said (it is
 * shown on the account); a taken e-mail is returned as `emailHeld`, for the caller to answer as if created.
 * Without a username, a free one is derived from the e-mail (derive-username.ts).
 */
export async function signUp(db: Database, input: SignUpInput): Promise<SignUpOutcome> {
  assertAcceptablePassword(input.password, input);
  // Hashed whether or not the e-mail is free: both answers take the same time.
  const password = await hashPassword(input.password);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await createOrFindHolder(db, input, password);
    } catch (error) {
      const derivedNameRace =
        input.username === undefined &&
        (error instanceof DerivedNameTaken || (isUniqueViolation(error) && !/email/i.test(violatedConstraint(error))));
      if (derivedNameRace && attempt < DERIVE_ATTEMPTS) continue;
      if (error instanceof DerivedNameTaken) throw badRequest("USERNAME_TAKEN");
      // Two sign-ups racing for the same name: the unique index decides, the loser gets the same answer as a later one.
      if (!isUniqueViolation(error)) throw error;
      if (!/email/i.test(violatedConstraint(error))) throw badRequest("USERNAME_TAKEN");
      const [holder] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()))
        .limit(1);
      if (!holder) throw error;
      return { kind: "emailHeld", holder, username: input.username ?? (await freeUsername(db, input.email)) };
    }
  }
}

function createOrFindHolder(db: Database, input: SignUpInput, password: string): Promise<SignUpOutcome> {
  return db.transaction(async (tx) => {
    await freeExpiredCustomerHolders(tx, { email: input.email, username: input.username });
    const username = input.username ?? (await freeUsername(tx, input.email));
    // The derived name is not the e-mail's local part itself (assertAcceptablePassword checked that) but may be close.
    if (input.username === undefined && passwordMatchesIdentity(input.password, { username }))
      throw badRequest("PASSWORD_MATCHES_IDENTITY");
    const clash = await holdersOf(tx, { username, email: input.email });
    if (clash.some((row) => row.username.toLowerCase() === username.toLowerCase())) {
      if (input.username === undefined) throw new DerivedNameTaken();
      throw badRequest("USERNAME_TAKEN");
    }
    if (clash[0]) return { kind: "emailHeld", holder: clash[0], username } as const;
    const [user] = await tx
      .insert(users)
      .values({
        username,
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
}

/** For an admin creating an account: both clashes are said. No consent is recorded: the account is not a sign-up. */
export async function registerUser(db: Database, input: NewAccountInput & { role?: Role }): Promise<User> {
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
