import { randomInt } from "node:crypto";
import { invalidateUserSessions } from "../auth/sessions";
import { eq, sql } from "drizzle-orm";
import { generatePassword, hashPassword } from "../auth/password";
import type { Executor } from "../db/client";
import { passwordTokens, users } from "../db/schema/users";
import { badRequest, english } from "../http/app-error";
import type { ApprovalAccount } from "./translator-emails";
import { generateToken, hashSecret } from "../security/one-time-codes";

export const SET_PASSWORD_LIFETIME_MS = 72 * 60 * 60 * 1000;
export const SET_PASSWORD_PURPOSE = "translator-welcome";
export const INVITATION_PURPOSE = "translator-invitation";
export const ADMIN_EMAIL_MESSAGE =
  "This email belongs to an administrator account, which cannot become a translator account";

type Applicant = { fullName: string; email: string };

/**
 * On approval: the translator's account. Nobody gets the role, jobs or files without proving control of the
 * applicant's mailbox (docs/decisions/007-translator-invitations.md):
 * - an existing account whose e-mail is verified is only invited: its owner accepts from the e-mailed link
 *   while signed in (accept-translator-invitation.ts); until then the application has no user;
 * - an existing account whose e-mail is NOT verified (anyone can sign up with, or switch to, any address) has
 *   the address taken back, and a new account is created for the applicant, who verified it when applying;
 * - otherwise a new user is created with an unknowable password and a single-use link (72 h) to choose one.
 */
export async function createTranslatorAccount(
  tx: Executor,
  applicant: Applicant,
): Promise<{ userId: number | null; account: ApprovalAccount }> {
  const email = applicant.email.toLowerCase();
  const [existing] = await tx
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  if (existing) {
    if (existing.role === "admin") throw badRequest(english(ADMIN_EMAIL_MESSAGE));
    if (existing.emailVerifiedAt) {
      const token = generateToken();
      await tx.insert(passwordTokens).values({
        userId: existing.id,
        tokenHash: hashSecret(token),
        purpose: INVITATION_PURPOSE,
        email,
        expiresAt: new Date(Date.now() + SET_PASSWORD_LIFETIME_MS),
      });
      return { userId: null, account: { kind: "invitation", username: existing.username, invitationToken: token } };
    }
    // An unproven claim on the address: it no longer holds it (it can still sign in with its username).
    await tx
      .update(users)
      .set({ email: `unverified-${existing.id}@released.invalid`, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    // Inside the caller's transaction: dropped now, and the cached copy is at most CACHE_TTL_MS old if re-read before the commit.
    invalidateUserSessions(existing.id);
  }

  const [firstName, ...rest] = applicant.fullName.trim().split(/\s+/);
  const [user] = await tx
    .insert(users)
    .values({
      username: await freeUsername(tx, applicant.email),
      email: applicant.email.toLowerCase(),
      password: await hashPassword(generatePassword()),
      firstName: firstName ?? null,
      lastName: rest.join(" ") || null,
      role: "translator",
      // The applicant verified this address on the application (link or code) before anyone could approve it.
      emailVerifiedAt: new Date(),
    })
    .returning();
  const token = generateToken();
  await tx.insert(passwordTokens).values({
    userId: user!.id,
    tokenHash: hashSecret(token),
    purpose: SET_PASSWORD_PURPOSE,
    expiresAt: new Date(Date.now() + SET_PASSWORD_LIFETIME_MS),
  });
  return { userId: user!.id, account: { kind: "new", username: user!.username, setPasswordToken: token } };
}

/** The e-mail's local part as a username (registration's character rules), with digits added when taken. */
async function freeUsername(tx: Executor, email: string): Promise<string> {
  const base = email
    .split("@")[0]!
    .replace(/[^A-Za-z0-9._-]/g, "")
    .slice(0, 40)
    .toLowerCase()
    .padEnd(3, "0");
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const candidate = attempt === 0 ? base : `${base}${randomInt(100, 100_000)}`;
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, candidate))
      .limit(1);
    if (!taken) return candidate;
  }
  throw new Error("Could not find a free username");
}
