import type { MailMessage } from "../mail/mailer";
import { refundLines } from "./refund-email";

/** The e-mail a customer gets once an admin approves or declines their cancellation request. */
export function cancellationDecisionEmail(options: {
  to: string;
  firstName: string | null;
  orderId: number;
  decision: "approved" | "declined";
  note: string | null;
  refund: { amount: number; reason: string } | null;
  dashboardUrl: string;
}): MailMessage {
  const { orderId, decision, note, refund } = options;
  const body =
    decision === "approved"
      ? [
          `As you asked, your Bosphorus Translate order #${orderId} has been cancelled.`,
          ...(note ? ["", `Note from our team: ${note}`] : []),
          "",
          ...(refund ? refundLines(refund) : ["If a refund is due, we will e-mail you as soon as it has been made."]),
        ]
      : [
          `We have reviewed your request to cancel order #${orderId} and could not cancel it; the work on your order continues.`,
          ...(note ? ["", `Note from our team: ${note}`] : []),
          "",
          "If you have any questions, just reply to this e-mail or contact us.",
        ];
  return {
    to: options.to,
    subject: `Your cancellation request for order #${orderId} was ${decision}`,
    text: [
      `Hello ${options.firstName?.trim() || "there"},`,
      "",
      ...body,
      "",
      `View your order: ${options.dashboardUrl}/dashboard/orders/${orderId}`,
      "",
      "Thank you for choosing Bosphorus Translate.",
    ].join("\n"),
  };
}
