import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Database, Executor } from "../db/client";
import { adminVerifications, users } from "../db/schema/users";
import { tooManyRequests, english } from "../http/app-error";
import type { Mailer } from "../mail/mailer";
import {
  RESEND_COOLDOWN_SECONDS,
  generateCode,
  hashSecret,
  resendWaitSeconds,
  ADMIN_CODE_LIFETIME_MS,
} from "../security/one-time-codes";

export const CODE_EMAIL_SUBJECT = "Your Bosphorus Translate admin verification code";

/**
 * Creates a new 6-digit code for an admin (earlier unused codes stop working) and e-mails it.
 * `resend`: the 60-second cooldown applies, and the wrong attempts made against the previous code carry
 * over, so asking for new codes never buys more than 5 guesses per login.
 */
export async function issueVerificationCode(options: {
  db: Database;
  mailer: Mailer;
  user: { id: number; email: string };
  resend: boolean;
}): Promise<{ retryAfter: number }> {
  const { db, mailer, user } = options;
  const code = await storeAdminCode(db, user.id, { cooldown: options.resend, carryAttempts: options.resend });
  // Sent after the commit: the code in the e-mail always exists in the database.
  await mailer.send({
    to: user.email,
    urgent: true,
    subject: CODE_EMAIL_SUBJECT,
    text: [
      "Hello,",
      "",
      `Your Bosphorus Translate admin verification code is: ${code}`,
      "",
      "It expires in 10 minutes and can be used once.",
      "If you did not try to sign in to the admin portal, change your admin password right away.",
    ].join("\n"),
  });
  return { retryAfter: RESEND_COOLDOWN_SECONDS };
}

/**
 * Stores a new code for the admin (earlier unused ones stop working) and returns it; only its hash is kept.
 * `cooldown`: refused within 60 seconds of the last. `carryAttempts`: the wrong attempts against the live code go on.
 */
export async function storeAdminCode(
  db: Database,
  userId: number,
  options: { cooldown: boolean; carryAttempts: boolean },
): Promise<string> {
  const user = { id: userId };
  const code = generateCode();
  await db.transaction(async (tx) => {
    // Locking the user row serialises two resend clicks, so the cooldown cannot be raced.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const now = new Date();
    const [latest] = await tx
      .select()
      .from(adminVerifications)
      .where(eq(adminVerifications.userId, user.id))
      .orderBy(desc(adminVerifications.createdAt), desc(adminVerifications.id))
      .limit(1);
    if (options.cooldown) {
      const wait = resendWaitSeconds(latest?.createdAt, now);
      if (wait > 0)
        throw tooManyRequests(english(`Please wait ${wait} seconds before requesting a new code`), {
          retryAfter: wait,
        });
    }
    const carriedAttempts =
      options.carryAttempts && latest && !latest.usedAt && latest.expiresAt > now ? latest.invalidAttempts : 0;
    await expireUnusedCodes(tx, user.id, now);
    await tx.insert(adminVerifications).values({
      userId: user.id,
      code: hashSecret(code),
      expiresAt: new Date(now.getTime() + ADMIN_CODE_LIFETIME_MS),
      invalidAttempts: carriedAttempts,
      createdAt: now,
    });
  });
  return code;
}

/** Earlier codes are ended by moving their expiry to now; usedAt stays reserved for a code that was accepted. */
export async function expireUnusedCodes(tx: Executor, userId: number, now: Date): Promise<void> {
  await tx
    .update(adminVerifications)
    .set({ expiresAt: now })
    .where(
      and(
        eq(adminVerifications.userId, userId),
        isNull(adminVerifications.usedAt),
        gt(adminVerifications.expiresAt, now),
      ),
    );
}
