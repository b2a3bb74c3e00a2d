import type { Language } from "../../shared/i18n/languages";
import { formatLongDate } from "../../shared/i18n/format-date";
import { emailText, signature } from "../mail/email-text";
import type { MailMessage } from "../mail/mailer";

/**
 * The agency's answer to a contact message, framed in the language the sender wrote in. Replies go to the agency's
 * notification address (Reply-To), so the conversation goes on in the agency's mail and can be logged here again.
 */
export function contactAnswerEmail(options: {
  to: string;
  subject: string;
  body: string;
  sentAt: Date;
  language: Language;
  replyTo: string;
}): MailMessage {
  const t = emailText(options.language);
  return {
    to: options.to,
    replyTo: options.replyTo,
    subject: t("contactAnswer.subject", { subject: options.subject }),
    text: [
      t("helloPlain"),
      "",
      options.body,
      "",
      t("contactAnswer.about", { date: formatLongDate(options.sentAt, options.language) }),
      ...signature(t),
    ].join("\n"),
  };
}
