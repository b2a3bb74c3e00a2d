import { eq } from "drizzle-orm";
import { formatUsd } from "../../shared/format";
import type { Executor } from "../db/client";
import { users } from "../db/schema/users";
import type { MailMessage } from "../mail/mailer";

export const CARD_REFUND_TIMING = "Card refunds usually appear on your statement within 5–10 business days, depending on your bank.";

/** The lines that tell a customer about money given back; also used in the cancellation decision e-mail. */
export function refundLines(refund: { amount: number; reason: string }): string[] {
  return [
    `Refund: ${formatUsd(refund.amount)} to the card you paid with.`,
    `Reason: ${refund.reason}`,
    CARD_REFUND_TIMING,
  ];
}

/** The e-mail a customer gets when an admin refunds (part of) an order. */
export function refundEmail(options: {
  to: string;
  firstName: string | null;
  orderId: number;
  refund: { amount: number; reason: string };
  cancelled: boolean;
  dashboardUrl: string;
}): MailMessage {
  const { orderId, refund } = options;
  return {
    to: options.to,
    subject: `Refund of ${formatUsd(refund.amount)} for your order #${orderId}`,
    text: [
      `Hello ${options.firstName?.trim() || "there"},`,
      "",
      `We have refunded ${formatUsd(refund.amount)} of your payment for Bosphorus Translate order #${orderId}.`,
      ...(options.cancelled ? ["Your order has been cancelled."] : []),
      "",
      ...refundLines(refund),
      "",
      `View your order: ${options.dashboardUrl}/dashboard/orders/${orderId}`,
      "",
      "Thank you for choosing Bosphorus Translate.",
    ].join("\n"),
  };
}

/** The order's customer: where their e-mails go. */
export async function findCustomer(db: Executor, userId: number) {
  const [customer] = await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId)).limit(1);
  return customer ?? null;
}
