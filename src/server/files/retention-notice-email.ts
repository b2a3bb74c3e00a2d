import { formatLongDate } from "../../shared/i18n/format-date";
import type { Language } from "../../shared/i18n/languages";
import { emailText, followOrderLines, greeting, signature } from "../mail/email-text";
import type { MailMessage } from "../mail/mailer";

/** The 7-day notice before an order's files are deleted, in the customer's language, with the link to download them. */
export function retentionNoticeEmail(options: {
  to: string;
  firstName: string | null;
  orderId: number;
  deleteOn: Date;
  /** Completed orders link to their downloads; cancelled ones to the order page. */
  completed: boolean;
  publicUrl: string;
  language?: Language;
  /** orderFollowPath(): the signed link to the order, for reading it without signing in. */
  followPath?: string;
}): MailMessage {
  const { orderId } = options;
  const t = emailText(options.language);
  const date = formatLongDate(options.deleteOn, options.language ?? "en");
  const url = `${options.publicUrl}/dashboard/${options.completed ? "download" : "orders"}/${orderId}`;
  return {
    to: options.to,
    subject: t("fileRetention.subject", { orderId, date }),
    text: [
      greeting(t, options.firstName),
      "",
      t("fileRetention.policy"),
      "",
      t("fileRetention.deleteOn", { orderId, date }),
      t("fileRetention.download", { url }),
      "",
      ...(options.completed ? [t("fileRetention.verifyStays")] : []),
      t("fileRetention.deleteNow"),
      t("viewOrder", { url: `${options.publicUrl}/dashboard/orders/${orderId}` }),
      ...followOrderLines(t, options.publicUrl, options.followPath, options.language),
      ...signature(t),
    ].join("\n"),
  };
}
