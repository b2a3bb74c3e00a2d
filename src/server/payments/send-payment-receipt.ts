import { formatCents } from "../../shared/money";
import { formatUsLongDate, formatUsd } from "../../shared/format";
import type { Database } from "../db/client";
import type { Mailer } from "../mail/mailer";
import { buildPaymentReceipt } from "./build-payment-receipt";

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** E-mails the customer the receipt of a payment just recorded (after the transaction committed). */
export async function sendPaymentReceipt({ db, mailer, paymentId }: { db: Database; mailer: Mailer; paymentId: number }) {
  const receipt = await buildPaymentReceipt({ db, paymentId });
  const card = receipt.cardLast4 ? `${capitalise(receipt.cardBrand ?? "card")} ending in ${receipt.cardLast4}` : "Card";
  await mailer.send({
    to: receipt.customer.email,
    subject: `Payment receipt for order #${receipt.orderId} - ${receipt.company.name}`,
    text: [
      `Dear ${receipt.customer.name},`,
      ``,
      `Thank you for your payment. Your order #${receipt.orderId} is now being processed.`,
      ``,
      `Receipt ${receipt.receiptNumber}`,
      `Date: ${formatUsLongDate(receipt.paidAt)}`,
      `Order: #${receipt.orderId}`,
      ...receipt.lines.map((line) => `${line.label}: ${formatCents(line.amountCents)}`),
      `Total paid: ${formatUsd(receipt.total)} USD`,
      `Paid with: ${card}`,
      ``,
      `You can follow your order and download your translation from your dashboard.`,
      ``,
      `${receipt.company.name}`,
      receipt.company.address,
      receipt.company.email,
    ].join("\n"),
  });
}
