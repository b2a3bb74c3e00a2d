import type { Language } from "../../shared/i18n/languages";
import { emailText, signature } from "../mail/email-text";
import type { MailMessage } from "../mail/mailer";

/**
 * The goodbye, in the account's language, to the address it had. It names no one ("Hello,"): its outbox row outlives
 * the account until it is delivered (finish-account-erasure.ts forgets it then).
 */
export function accountDeletedEmail(recipient: {
  email: string;
  language: Language;
  userId: number;
  hasOrders: boolean;
}): MailMessage {
  const t = emailText(recipient.language);
  return {
    to: recipient.email,
    subject: t("accountDeleted.subject"),
    text: [
      t("helloPlain"),
      "",
      t("accountDeleted.done"),
      "",
      t("accountDeleted.gone"),
      // Without orders nothing was kept: there were no payments.
      ...(recipient.hasOrders
        ? [t("accountDeleted.kept", { id: recipient.userId }), t("accountDeleted.certificates")]
        : []),
      "",
      t("accountDeleted.notYou"),
      t("accountDeleted.last"),
      ...signature(t),
    ].join("\n"),
  };
}
