import type { Language } from "../../shared/i18n/languages";
import { emailText, greeting, signature, siteLink } from "../mail/email-text";
import type { MailMessage } from "../mail/mailer";

/** The one request for a rating, a day after an order was completed: a link to the order page's rating form. */
export function ratingRequestEmail(options: {
  to: string;
  firstName: string | null;
  orderId: number;
  publicUrl: string;
  language: Language;
}): MailMessage {
  const t = emailText(options.language);
  return {
    to: options.to,
    subject: t("ratingRequest.subject", { orderId: options.orderId }),
    text: [
      greeting(t, options.firstName),
      "",
      t("ratingRequest.ask", { orderId: options.orderId }),
      "",
      t("ratingRequest.link", {
        url: `${siteLink(options.publicUrl, `/dashboard/orders/${options.orderId}`, options.language)}#rating`,
      }),
      "",
      t("ratingRequest.once"),
      ...signature(t),
    ].join("\n"),
  };
}
