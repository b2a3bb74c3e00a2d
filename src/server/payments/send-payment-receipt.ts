import { formatCents } from "../../shared/money";
import { formatLongDate } from "../../shared/i18n/format-date";
import type { Executor } from "../db/client";
import type { PaymentReceiptDto } from "../../shared/schemas/payments";
import { emailText, priceLabel } from "../mail/email-text";
import type { Mailer, MailMessage } from "../mail/mailer";
import { buildPaymentReceipt } from "./build-payment-receipt";

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * In the payment's transaction: the customer's receipt of the payment just recorded, in their language.
 * Returns the mail id to dispatch.
 */
export async function queuePaymentReceipt({
  tx,
  mailer,
  paymentId,
}: {
  tx: Executor;
  mailer: Mailer;
  paymentId: number;
}): Promise<number> {
  return mailer.queue(tx, paymentReceiptEmail(await buildPaymentReceipt({ db: tx, paymentId })));
}

/** The receipt e-mail of a paid payment, in the customer's language: the lines as sold, their labels translated. */
export function paymentReceiptEmail(receipt: PaymentReceiptDto): MailMessage {
  const language = receipt.customer.language;
  const t = emailText(language);
  const card = receipt.cardLast4
    ? t("receipt.cardEnding", { brand: capitalise(receipt.cardBrand ?? "card"), last4: receipt.cardLast4 })
    : t("receipt.card");
  return {
    to: receipt.customer.email,
    subject: t("receipt.subject", { orderId: receipt.orderId, company: receipt.company.name }),
    text: [
      t("receipt.dear", { name: receipt.customer.name }),
      ``,
      t("receipt.thanks", { orderId: receipt.orderId }),
      ``,
      t("receipt.number", { number: receipt.receiptNumber }),
      t("receipt.date", { date: formatLongDate(receipt.paidAt, language) }),
      t("receipt.order", { orderId: receipt.orderId }),
      ...receipt.lines.map((line) => `${priceLabel(line.label, language)}: ${formatCents(line.amountCents)}`),
      t("receipt.totalPaid", { amount: formatCents(receipt.totalCents) }),
      t("receipt.paidWith", { card }),
      ``,
      t("receipt.follow"),
      ``,
      `${receipt.company.name}`,
      receipt.company.address,
      receipt.company.email,
    ].join("\n"),
  };
}
