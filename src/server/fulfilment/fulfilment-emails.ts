import type { MailMessage } from "../mail/mailer";
import type { StepInput } from "./record-fulfilment-step";

const SIGNATURE = ["", "Bosphorus Translate", "Certified Turkish-English translation"];

/** To the customer when a fulfilment step is recorded: shipped (with the tracking link), delivered, notarized. */
export function fulfilmentEmail(options: { to: string; firstName: string | null; orderId: number; input: StepInput; trackingLink: string | null; publicUrl: string }): MailMessage {
  const { orderId, input } = options;
  const hello = `Hello ${options.firstName?.trim() || "there"},`;
  const orderUrl = `${options.publicUrl}/dashboard/orders/${orderId}`;
  if (input.step === "shipped") {
    return {
      to: options.to,
      subject: `Your order #${orderId} has shipped`,
      text: [
        hello,
        "",
        `The printed, signed translation of your order #${orderId} is on its way.`,
        `Carrier: ${input.carrier}`,
        `Tracking number: ${input.trackingNumber}`,
        options.trackingLink ? `Track your package: ${options.trackingLink}` : `Track your package on the ${input.carrier} website with the number above.`,
        "",
        `Your order: ${orderUrl}`,
        ...SIGNATURE,
      ].join("\n"),
    };
  }
  if (input.step === "delivered") {
    return {
      to: options.to,
      subject: `Your order #${orderId} has been delivered`,
      text: [hello, "", `The printed translation of your order #${orderId} has been delivered to your shipping address.`, "", `Your order: ${orderUrl}`, ...SIGNATURE].join("\n"),
    };
  }
  return {
    to: options.to,
    subject: `Your order #${orderId} has been notarized`,
    text: [hello, "", `The notarized copy of your order #${orderId} is ready. You can download a scan of it from your order page.`, "", `Your order: ${orderUrl}`, ...SIGNATURE].join("\n"),
  };
}
