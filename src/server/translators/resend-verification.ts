import { eq, sql } from "drizzle-orm";
import { RESEND_ANSWER } from "../../shared/schemas/translators";
import type { Database } from "../db/client";
import { translators } from "../db/schema/translators";
import { tooManyRequests, english } from "../http/app-error";
import type { Mailer } from "../mail/mailer";
import type { RateLimiter } from "../security/rate-limiter";
import { VERIFYING_STATUSES, issueVerificationCode, newVerificationLink } from "./live-verification";
import { verificationEmail } from "./translator-emails";
import { emailCodeResendWait } from "../security/email-codes/email-code-resend-wait";

type ResendOptions = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  email: string;
  /** One request per e-mail address per minute, whether or not an application exists. */
  cooldown: RateLimiter;
};

export const resendWaitMessage = (seconds: number) =>
  `Please wait ${seconds} seconds before requesting another verification email.`;

/**
 * POST /api/resend-translator-verification: a new link and code (the old ones stop working) for an application
 * still at the e-mail step, or a link to continue for one whose e-mail is verified but identity is not.
 * The answer is the same whether or not the address has an application, so nobody can probe for applicants;
 * the 60-second limit applies to every address alike (the shared rate limits) and to each application (in the database).
 */
export async function resendVerification({ db, mailer, publicUrl, email, cooldown }: ResendOptions) {
  const address = await cooldown.hit(email);
  if (!address.allowed)
    throw tooManyRequests(english(resendWaitMessage(address.retryAfterSeconds)), {
      retryAfter: address.retryAfterSeconds,
    });

  // A request the application's own minute refuses (or that fails) is not a resend: it is given back.
  const sent = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(translators)
        .where(eq(sql`lower(${translators.email})`, email))
        .limit(1)
        .for("update");
      if (!row || !(VERIFYING_STATUSES as readonly string[]).includes(row.status)) return null;
      const now = new Date();
      const wait = await emailCodeResendWait(tx, { purpose: "translator_email", subjectId: row.translatorId, now });
      if (wait > 0) throw tooManyRequests(english(resendWaitMessage(wait)), { retryAfter: wait });
      const link = newVerificationLink(now);
      await tx
        .update(translators)
        .set({ ...link.values, updatedAt: now })
        .where(eq(translators.translatorId, row.translatorId));
      return { row, secrets: { token: link.token, code: await issueVerificationCode(tx, row, now) } };
    })
    .catch(async (error: unknown) => {
      await cooldown.refund(email);
      throw error;
    });
  if (sent) await mailer.send(verificationEmail(sent.row, sent.secrets, publicUrl, sent.row.status !== "Pending"));
  return { message: RESEND_ANSWER };
}
