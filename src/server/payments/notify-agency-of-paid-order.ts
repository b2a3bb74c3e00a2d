import { formatCents } from "../../shared/money";
import type { Executor } from "../db/client";
import type { Mailer } from "../mail/mailer";
import { readSetting } from "../settings/read-settings";
import { buildPaymentReceipt } from "./build-payment-receipt";

/** In the payment's transaction: the agency's new-order notice (agency_notification_email); paid is when work starts. */
export async function queueAgencyPaidOrderNotice({
  tx,
  mailer,
  paymentId,
}: {
  tx: Executor;
  mailer: Mailer;
  paymentId: number;
}): Promise<number[]> {
  // One after the other: a transaction is one connection.
  const to = await readSetting(tx, "agency_notification_email");
  if (!to) return [];
  const receipt = await buildPaymentReceipt({ db: tx, paymentId });
  return [
    await mailer.queue(tx, {
      to,
      subject: `New paid order #${receipt.orderId}: ${formatCents(receipt.totalCents)}`,
      text: [
        `Order #${receipt.orderId} has been paid and is ready for processing.`,
        ``,
        `Customer: ${receipt.customer.name} <${receipt.customer.email}>`,
        ...receipt.lines.map((line) => `${line.label}: ${formatCents(line.amountCents)}`),
        `Total paid: ${formatCents(receipt.totalCents)} USD (receipt ${receipt.receiptNumber})`,
      ].join("\n"),
    }),
  ];
}
