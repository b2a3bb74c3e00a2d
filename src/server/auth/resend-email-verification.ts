import { eq } from "drizzle-orm";
import { coded } from "../../shared/error-codes";
import { EMAIL_VERIFICATION_MESSAGES } from "../../shared/schemas/auth";
import type { Database } from "../db/client";
import { users } from "../db/schema/users";
import { badRequest, tooManyRequests } from "../http/app-error";
import type { Mailer } from "../mail/mailer";
import { emailCodeResendWait } from "../security/email-codes/email-code-resend-wait";
import { issueEmailVerification } from "./issue-email-verification";
import type { SessionUser } from "./sessions";

/** POST /api/resend-email-verification: a new link and code for the signed-in user's address, at most one a minute. */
export async function resendEmailVerification(options: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  user: SessionUser;
}) {
  const { db, mailer, user } = options;
  if (user.emailVerifiedAt) throw badRequest("EMAIL_ALREADY_VERIFIED");
  const mail = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const wait = await emailCodeResendWait(tx, { purpose: "customer_email", subjectId: user.id, now: new Date() });
    if (wait > 0) throw tooManyRequests(coded("RATE_LIMITED_EMAIL", { seconds: String(wait) }), { retryAfter: wait });
    return issueEmailVerification(tx, {
      userId: user.id,
      email: user.email,
      publicUrl: options.publicUrl,
      language: user.language,
    });
  });
  await mailer.send(mail);
  return { message: EMAIL_VERIFICATION_MESSAGES.sent };
}
