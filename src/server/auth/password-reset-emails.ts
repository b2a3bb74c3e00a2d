import type { Language } from "../../shared/i18n/languages";
import { emailText, greeting, signature } from "../mail/email-text";
import type { MailMessage } from "../mail/mailer";

type Recipient = { email: string; username: string; firstName: string | null; language: Language };

/** The link from "Forgot your password?", in the account's language. */
export function passwordResetEmail(recipient: Recipient, resetUrl: string): MailMessage {
  const t = emailText(recipient.language);
  return {
    to: recipient.email,
    urgent: true,
    subject: t("passwordReset.subject"),
    text: [
      greeting(t, recipient.firstName),
      "",
      t("passwordReset.asked", { username: recipient.username }),
      t("passwordReset.openLink"),
      "",
      resetUrl,
      "",
      t("passwordReset.expiry"),
      t("passwordReset.ignore"),
      ...signature(t),
    ].join("\n"),
  };
}

/**
 * After a reset: the owner hears of it, so a reset they did not make does not go unnoticed. `forgotPasswordUrl`
 * is null for an administrator, who gets no e-mailed links.
 */
export function passwordChangedNotice(recipient: Recipient, forgotPasswordUrl: string | null): MailMessage {
  const t = emailText(recipient.language);
  return {
    to: recipient.email,
    subject: t("passwordChanged.subject"),
    text: [
      greeting(t, recipient.firstName),
      "",
      t("passwordChanged.changed", { username: recipient.username }),
      forgotPasswordUrl ? t("passwordChanged.warning", { url: forgotPasswordUrl }) : t("passwordChanged.warningAdmin"),
      ...signature(t),
    ].join("\n"),
  };
}
