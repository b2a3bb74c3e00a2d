import type { Language } from "../../shared/i18n/languages";
import { emailText, signature, siteLink } from "../mail/email-text";
import type { MailMessage } from "../mail/mailer";

/**
 * The confirmation to whoever sent a contact message. The form accepts any address, so this is a fixed text:
 * no name, subject, message or link but the site's own address, or the agency's mail would carry a stranger's
 * words to a victim (docs/security.md, "Contact form").
 */
export function contactAcknowledgement(to: string, publicUrl: string, language: Language): MailMessage {
  const t = emailText(language);
  return {
    to,
    subject: t("contactReceived.subject"),
    text: [
      t("helloPlain"),
      "",
      t("contactReceived.received"),
      "",
      t("contactReceived.notYou"),
      "",
      t("contactReceived.site", { url: siteLink(publicUrl, "/", language) }),
      ...signature(t),
    ].join("\n"),
  };
}
