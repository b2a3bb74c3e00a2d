import { eq } from "drizzle-orm";
import { formatCents } from "../../shared/money";
import type { Executor } from "../db/client";
import { users } from "../db/schema/users";
import type { Language } from "../../shared/i18n/languages";
import { type EmailText, emailText, followOrderLines, greeting, siteLink } from "../mail/email-text";
import type { MailMessage } from "../mail/mailer";

/** The lines that tell a customer about money given back; also used in the cancellation decision e-mail. */
export function refundLines(t: EmailText, refund: { amountCents: number; reason: string }): string[] {
  return [
    t("refund.line", { amount: formatCents(refund.amountCents) }),
    t("refund.reason", { reason: refund.reason }),
    t("refund.timing"),
  ];
}

/** The e-mail a customer gets when an admin refunds (part of) an order. */
export function refundEmail(options: {
  to: string;
  firstName: string | null;
  orderId: number;
  refund: { amountCents: number; reason: string };
  cancelled: boolean;
  dashboardUrl: string;
  language?: Language;
  /** orderFollowPath(): the signed link to the order, for reading it without signing in. */
  followPath?: string;
}): MailMessage {
  const { orderId, refund } = options;
  const t = emailText(options.language);
  const amount = formatCents(refund.amountCents);
  return {
    to: options.to,
    subject: t("refund.subject", { amount, orderId }),
    text: [
      greeting(t, options.firstName),
      "",
      t("refund.refunded", { amount, orderId }),
      ...(options.cancelled ? [t("refund.cancelled")] : []),
      "",
      ...refundLines(t, refund),
      "",
      t("viewOrder", { url: siteLink(options.dashboardUrl, `/dashboard/orders/${orderId}`, options.language) }),
      ...followOrderLines(t, options.dashboardUrl, options.followPath, options.language),
      "",
      t("thanks"),
    ].join("\n"),
  };
}

/** The order's customer: where their e-mails go. */
export async function findCustomer(db: Executor, userId: number) {
  const [customer] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return customer ?? null;
}
