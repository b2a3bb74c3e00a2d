import { eq, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema/users";
import type { Mailer } from "../mail/mailer";
import type { RateLimiter } from "../security/rate-limiter";
import { generateToken, hashSecret } from "../security/one-time-codes";
import { passwordResetEmail } from "./password-reset-emails";
import { PASSWORD_RESET_PURPOSE, passwordResetUrl, retireOpenResetLinks, storeResetLink } from "./password-reset-links";

type Account = typeof users.$inferSelect;

/** The account a username or e-mail address names, as the sign-in form reads it (ignoring case). */
async function findAccount(db: Database, login: string): Promise<Account | undefined> {
  const [account] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, login), eq(sql`lower(${users.email})`, login)))
    .limit(1);
  return account;
}

/**
 * Who gets a link by e-mail: customers and translators with a working account. Admins never do (an operator
 * prints theirs: scripts/admin-reset-password.ts); nor does an address taken back from an unverified account.
 */
function mayResetByEmail(account: Account): boolean {
  return account.role !== "admin" && !account.disabled && !account.email.endsWith(".invalid");
}

/**
 * POST /api/forgot-password, run after the answer went out (the same answer for every name). It also does the same
 * work whether or not an account matched (docs/security.md, "Forgotten password"), so the load it puts on the
 * server tells nothing either: one token made and hashed, one hit on the per-account limit, one transaction
 * retiring the open links, one dispatch. Only a matching account also stores the link and queues the e-mail in that
 * transaction; delivery happens in a job. Past the per-account limit nothing is sent, silently.
 */
export async function requestPasswordReset(options: { db: Database; mailer: Mailer; publicUrl: string; accountLimiter: RateLimiter; identifier: string }): Promise<void> {
  const { db, mailer } = options;
  const login = options.identifier.trim().toLowerCase();
  const token = generateToken();
  const tokenHash = hashSecret(token);
  const account = await findAccount(db, login);
  const eligible = account && mayResetByEmail(account) ? account : undefined;
  const { allowed } = await options.accountLimiter.hit(eligible ? `user:${eligible.id}` : `login:${login}`);
  const recipient = allowed ? eligible : undefined;

  const mail: number[] = [];
  await db.transaction(async (tx) => {
    await retireOpenResetLinks(tx, recipient?.id ?? 0);
    if (!recipient) return;
    await storeResetLink(tx, { userId: recipient.id, email: recipient.email, tokenHash, purpose: PASSWORD_RESET_PURPOSE });
    mail.push(await mailer.queue(tx, passwordResetEmail(recipient, passwordResetUrl(options.publicUrl, token, recipient.language))));
  });
  await mailer.dispatch(mail);
}
