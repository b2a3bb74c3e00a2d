import { languagePairLabel, serviceLabel } from "../../shared/assignment";
import type { TranslationDirection } from "../../shared/enums";
import { formatCents } from "../../shared/money";
import type { FeeLine } from "../../shared/translator-pay/fee";
import type { MailMessage } from "../mail/mailer";

// Translators' and the agency's e-mails stay English (docs/decisions/014-i18n.md).

const SIGNATURE = ["", "Bosphorus Translate", "Certified Turkish-English translation"];

const deadlineFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
/** "May 4, 2026 at 2:00 PM UTC": e-mails have no reader's time zone. */
export const deadlineText = (at: Date) => `${deadlineFormat.format(at)} UTC`;

type OfferMailOrder = {
  id: number;
  translationDirection: TranslationDirection;
  serviceType: string;
  isRush: boolean;
  estimatedDeliveryDate: Date | null;
};

/** To the translator: the order, the fee and its lines, the deadline, and the link to accept or decline. */
export function offerEmail(options: {
  to: string;
  translatorName: string;
  offerId: number;
  order: OfferMailOrder;
  documentCount: number;
  feeCents: number;
  feeLines: FeeLine[];
  expiresAt: Date;
  publicUrl: string;
}): MailMessage {
  const { order } = options;
  return {
    to: options.to,
    subject: `Job offer: order #${order.id} for ${formatCents(options.feeCents)}`,
    text: [
      `Hello ${options.translatorName},`,
      "",
      `We would like to offer you order #${order.id}.`,
      "",
      `Language pair: ${languagePairLabel(order.translationDirection)}`,
      `Service: ${serviceLabel(order.serviceType)}${order.isRush ? " (rush)" : ""}`,
      `Documents: ${options.documentCount}`,
      "",
      `Your fee: ${formatCents(options.feeCents)}`,
      ...options.feeLines.map((line) => `  ${line.label}: ${formatCents(line.amountCents)}`),
      "",
      `Please accept or decline by ${deadlineText(options.expiresAt)}; after that the offer lapses.`,
      `Accept or decline here: ${options.publicUrl}/translator/offers/${options.offerId}`,
      ...SIGNATURE,
    ].join("\n"),
  };
}

/** To the translator whose offer was withdrawn (the order went to someone else, or was cancelled). */
export function offerWithdrawnEmail(options: { to: string; translatorName: string; orderId: number }): MailMessage {
  return {
    to: options.to,
    subject: `Offer withdrawn: order #${options.orderId}`,
    text: [
      `Hello ${options.translatorName},`,
      "",
      `The offer of order #${options.orderId} has been withdrawn, so there is nothing to answer. Thank you.`,
      ...SIGNATURE,
    ].join("\n"),
  };
}

/** To the agency (agency_notification_email): a translator declined, or an offer lapsed unanswered. */
export function offerOutcomeEmail(options: {
  to: string;
  outcome: "Declined" | "Lapsed";
  translatorName: string;
  orderId: number;
  reason?: string | null;
  expiresAt: Date;
  publicUrl: string;
}): MailMessage {
  const declined = options.outcome === "Declined";
  return {
    to: options.to,
    subject: declined ? `Offer declined: order #${options.orderId}` : `Offer lapsed: order #${options.orderId}`,
    text: [
      declined
        ? `${options.translatorName} declined the offer of order #${options.orderId}. Their reason: ${options.reason}`
        : `${options.translatorName} did not answer the offer of order #${options.orderId} by ${deadlineText(options.expiresAt)}, so it lapsed.`,
      "",
      "The order still needs a translator. Offer it to someone else or assign it directly:",
      `${options.publicUrl}/admin/orders/${options.orderId}`,
    ].join("\n"),
  };
}
