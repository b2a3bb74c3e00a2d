import type { OrderStatus } from "../../shared/enums";
import type { Language } from "../../shared/i18n/languages";
import { emailText, followOrderLines, greeting, siteLink } from "../mail/email-text";
import type { MailMessage } from "../mail/mailer";

/** The e-mail a customer gets when an admin moves their order (setting order_status_emails). */
export function orderStatusEmail(options: {
  to: string;
  firstName: string | null;
  orderId: number;
  status: OrderStatus;
  dashboardUrl: string;
  language?: Language;
  /** orderFollowPath(): the signed link to the order, for reading it without signing in. */
  followPath?: string;
}): MailMessage {
  const { orderId, status } = options;
  const t = emailText(options.language);
  const statusName = t(`orderStatus.status.${status}`);
  return {
    to: options.to,
    subject: t("orderStatus.subject", { orderId, status: statusName }),
    text: [
      greeting(t, options.firstName),
      "",
      t("orderStatus.body", { orderId, status: statusName }),
      "",
      t(`orderStatus.explanation.${status}`),
      "",
      status === "completed"
        ? t("orderStatus.download", {
            url: siteLink(options.dashboardUrl, `/dashboard/download/${orderId}`, options.language),
          })
        : t("viewOrder", { url: siteLink(options.dashboardUrl, `/dashboard/orders/${orderId}`, options.language) }),
      ...followOrderLines(t, options.dashboardUrl, options.followPath, options.language),
      "",
      t("thanks"),
    ].join("\n"),
  };
}
