import { eq } from "drizzle-orm";
import type { Language } from "../../shared/i18n/languages";
import type { SessionUser } from "../auth/sessions";
import type { Database } from "../db/client";
import { contactMessages, contactReplies } from "../db/schema/marketing";
import { users } from "../db/schema/users";
import type { Mailer } from "../mail/mailer";
import { accountName } from "../messages/thread-access";
import { readSetting } from "../settings/read-settings";
import { contactAnswerEmail } from "./contact-answer-email";
import { getContactMessage, loadContactMessage } from "./get-contact-message";

/**
 * POST /api/admin/contact-messages/:id/replies: the answer is e-mailed to the sender from the agency, kept with the
 * message, and the message becomes "answered" (also a closed one: a new answer reopens it). The reply, the status and
 * the e-mail are written in one transaction; the e-mail is handed to delivery after the commit.
 */
export async function answerContactMessage(options: {
  db: Database;
  mailer: Mailer;
  admin: SessionUser;
  messageId: number;
  body: string;
}) {
  const { db, mailer, admin, messageId, body } = options;
  const replyTo = await readSetting(db, "agency_notification_email");
  const mailId = await db.transaction(async (tx) => {
    const { message, customerId } = await loadContactMessage(tx, messageId, true);
    const language = await senderLanguage(tx, message.language, customerId);
    const now = new Date();
    const queued = await mailer.queue(
      tx,
      contactAnswerEmail({
        to: message.email,
        subject: message.subject,
        body,
        sentAt: message.createdAt,
        language,
        replyTo,
      }),
    );
    await tx
      .insert(contactReplies)
      .values({ messageId, body, authorId: admin.id, authorName: accountName(admin), mailId: queued, createdAt: now });
    await tx
      .update(contactMessages)
      .set({ status: "answered", handled: true, answeredAt: now, closedAt: null, updatedAt: now })
      .where(eq(contactMessages.id, messageId));
    return queued;
  });
  await mailer.dispatch([mailId]);
  return getContactMessage(db, messageId);
}

/** The form's language; for messages from before it was kept, the matching account's language, else English. */
async function senderLanguage(
  tx: Parameters<typeof loadContactMessage>[0],
  stored: Language | null,
  customerId: number | null,
): Promise<Language> {
  if (stored) return stored;
  if (customerId === null) return "en";
  const [account] = await tx.select({ language: users.language }).from(users).where(eq(users.id, customerId));
  return account?.language ?? "en";
}
