import { type UpdateProfileInput } from "../../shared/schemas/auth";
import type { Database } from "../db/client";
import { badRequest } from "../http/app-error";
import type { Mailer, MailMessage } from "../mail/mailer";
import { emailChangedNotice } from "./account-emails";
import { issueEmailVerification } from "./issue-email-verification";
import { verifyPassword } from "./password";
import type { SessionUser } from "./sessions";
import { updateAccount } from "./update-account";

/**
 * PATCH /api/user: the customer's own names and e-mail. A new e-mail needs the current password (a stolen
 * session alone cannot move the account), becomes unverified until the new address is confirmed, and the
 * old address is told.
 */
export async function updateProfile(options: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  user: SessionUser;
  input: UpdateProfileInput;
}): Promise<SessionUser> {
  const { db, mailer, user } = options;
  const { currentPassword, ...changes } = options.input;
  const emailChanged = changes.email !== undefined && changes.email.toLowerCase() !== user.email.toLowerCase();
  if (emailChanged) {
    if (!currentPassword) throw badRequest("EMAIL_PASSWORD_REQUIRED");
    if (!(await verifyPassword(currentPassword, user.password))) throw badRequest("CURRENT_PASSWORD_WRONG");
  }
  const outgoing: MailMessage[] = [];
  const updated = await db.transaction(async (tx) => {
    const saved = await updateAccount({ db: tx, userId: user.id, changes, emailChanged });
    if (emailChanged) {
      outgoing.push(emailChangedNotice(user.email, saved.email, saved.username, saved.language));
      outgoing.push(
        await issueEmailVerification(tx, {
          userId: saved.id,
          email: saved.email,
          publicUrl: options.publicUrl,
          language: saved.language,
        }),
      );
    }
    return saved;
  });
  for (const mail of outgoing) await mailer.send(mail);
  return updated;
}
