import type { OrderStatus } from "../../shared/enums";
import type { MailMessage } from "../mail/mailer";

const EXPLANATION: Record<OrderStatus, string> = {
  pending: "Your order is waiting for the next step. If a payment or documents are still missing, you can complete them from your dashboard.",
  processing: "Good news: our translators have started working on your documents. We will e-mail you again as soon as the translation is ready.",
  completed: "Your translation is ready. You can download the translated files (and, for certified orders, the certificates of translation accuracy) from your dashboard.",
  cancelled: "Your order has been cancelled. If you did not expect this or have any questions, just reply to this e-mail or contact us.",
};

/** The e-mail a customer gets when an admin moves their order (setting order_status_emails). */
export function orderStatusEmail(options: {
  to: string;
  firstName: string | null;
  orderId: number;
  status: OrderStatus;
  dashboardUrl: string;
}): MailMessage {
  const { orderId, status } = options;
  return {
    to: options.to,
    subject: `Your order #${orderId} is now ${status}`,
    text: [
      `Hello ${options.firstName?.trim() || "there"},`,
      "",
      `The status of your Bosphorus Translate order #${orderId} is now: ${status}.`,
      "",
      EXPLANATION[status],
      "",
      status === "completed"
        ? `Download your files: ${options.dashboardUrl}/dashboard/download/${orderId}`
        : `View your order: ${options.dashboardUrl}/dashboard/orders/${orderId}`,
      "",
      "Thank you for choosing Bosphorus Translate.",
    ].join("\n"),
  };
}
