import type { Language } from "../../shared/i18n/languages";
import { emailText, followOrderLines, greeting, signature, siteLink } from "../mail/email-text";
import type { MailMessage } from "../mail/mailer";
import type { StepInput } from "./record-fulfilment-step";

/** To the customer when a fulfilment step is recorded: shipped (with the tracking link), delivered, notarized. */
export function fulfilmentEmail(options: {
  to: string;
  firstName: string | null;
  orderId: number;
  input: StepInput;
  trackingLink: string | null;
  publicUrl: string;
  language?: Language;
  /** orderFollowPath(): the signed link to the order, for reading it without signing in. */
  followPath?: string;
}): MailMessage {
  const { orderId, input } = options;
  const t = emailText(options.language);
  const hello = greeting(t, options.firstName);
  const orderLine = [
    t("yourOrder", { url: siteLink(options.publicUrl, `/dashboard/orders/${orderId}`, options.language) }),
    ...followOrderLines(t, options.publicUrl, options.followPath, options.language),
  ].join("\n");
  if (input.step === "shipped") {
    return {
      to: options.to,
      subject: t("fulfilment.shippedSubject", { orderId }),
      text: [
        hello,
        "",
        t("fulfilment.shipped", { orderId }),
        t("fulfilment.carrier", { carrier: input.carrier }),
        t("fulfilment.trackingNumber", { trackingNumber: input.trackingNumber }),
        options.trackingLink
          ? t("fulfilment.trackLink", { url: options.trackingLink })
          : t("fulfilment.trackOnSite", { carrier: input.carrier }),
        "",
        orderLine,
        ...signature(t),
      ].join("\n"),
    };
  }
  if (input.step === "delivered") {
    return {
      to: options.to,
      subject: t("fulfilment.deliveredSubject", { orderId }),
      text: [hello, "", t("fulfilment.delivered", { orderId }), "", orderLine, ...signature(t)].join("\n"),
    };
  }
  return {
    to: options.to,
    subject: t("fulfilment.notarizedSubject", { orderId }),
    text: [hello, "", t("fulfilment.notarized", { orderId }), "", orderLine, ...signature(t)].join("\n"),
  };
}
