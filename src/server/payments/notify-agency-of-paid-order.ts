import { formatUsd } from "../../shared/format";
import type { Database } from "../db/client";
import type { Mailer } from "../mail/mailer";
import { readSetting } from "../settings/read-settings";
import { buildPaymentReceipt } from "./build-payment-receipt";

/** The agency's new-order notice (agency_notification_email), sent once an order is paid: that is when work starts. */
export async function notifyAgencyOfPaidOrder({ db, mailer, paymentId }: { db: Database; mailer: Mailer; paymentId: number }) {
  const [to, receipt] = await Promise.all([readSetting(db, "agency_notification_email"), buildPaymentReceipt({ db, paymentId })]);
  if (!to) return;
  await mailer.send({
    to,
    subject: `New paid order #${receipt.orderId}: ${formatUsd(receipt.total)}`,
    text: [
      `Order #${receipt.orderId} has been paid and is ready for processing.`,
      ``,
      `Customer: ${receipt.customer.name} <${receipt.customer.email}>`,
      ...receipt.lines.map((line) => `${line.label}: ${formatUsd(line.amount)}`),
      `Total paid: ${formatUsd(receipt.total)} USD (receipt ${receipt.receiptNumber})`,
    ].join("\n"),
  });
}
