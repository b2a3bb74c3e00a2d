import { languagePairLabel, serviceLabel } from "../../shared/assignment";
import type { TranslationDirection } from "../../shared/enums";
import { formatUsLongDate } from "../../shared/format";
import type { MailMessage } from "../mail/mailer";

const SIGNATURE = ["", "Bosphorus Translate", "Certified Turkish-English translation"];

type JobMailOrder = {
  id: number;
  translationDirection: TranslationDirection;
  estimatedDeliveryDate: Date | null;
  serviceType: string;
};

/** To the translator who was just given an order. */
export function assignmentEmail(options: {
  to: string;
  translatorName: string;
  jobId: number;
  order: JobMailOrder;
  documentCount: number;
  publicUrl: string;
}): MailMessage {
  const { order } = options;
  return {
    to: options.to,
    subject: `New translation job: order #${order.id}`,
    text: [
      `Hello ${options.translatorName},`,
      "",
      `You have been assigned order #${order.id}.`,
      "",
      `Language pair: ${languagePairLabel(order.translationDirection)}`,
      `Service: ${serviceLabel(order.serviceType)}`,
      `Documents: ${options.documentCount}`,
      `Due date: ${order.estimatedDeliveryDate ? formatUsLongDate(order.estimatedDeliveryDate) : "to be confirmed"}`,
      "",
      `Open the job to download the documents and upload your translations: ${options.publicUrl}/translator/jobs/${options.jobId}`,
      ...SIGNATURE,
    ].join("\n"),
  };
}

/** To the translator whose job was given to someone else. */
export function unassignmentEmail(options: { to: string; translatorName: string; orderId: number }): MailMessage {
  return {
    to: options.to,
    subject: `Order #${options.orderId} has been reassigned`,
    text: [
      `Hello ${options.translatorName},`,
      "",
      `Order #${options.orderId} has been reassigned to another translator, so it no longer appears in your jobs. No further work is needed from you on it.`,
      ...SIGNATURE,
    ].join("\n"),
  };
}

/** To the agency (agency_notification_email) when a translator marks a job completed. */
export function jobCompletedEmail(options: {
  to: string;
  translatorName: string;
  orderId: number;
  documentCount: number;
  publicUrl: string;
}): MailMessage {
  return {
    to: options.to,
    subject: `Translation delivered to the customer: order #${options.orderId}`,
    text: [
      `${options.translatorName} has completed the translation of order #${options.orderId} (${options.documentCount} document${options.documentCount === 1 ? "" : "s"}).`,
      "",
      "The draft has been sent to the customer for review. The order completes itself once they approve it (or 5 days after delivery without an answer); if they ask for changes, the job reopens for the translator.",
      "",
      `Follow the order here: ${options.publicUrl}/admin/orders/${options.orderId}`,
    ].join("\n"),
  };
}

/** To the translator whose open job was closed because the order was cancelled or refunded (docs/delivery.md, "Order lifecycle"). */
export function jobCancelledEmail(options: { to: string; translatorName: string; orderId: number }): MailMessage {
  return {
    to: options.to,
    subject: `Order #${options.orderId} has been cancelled`,
    text: [
      `Hello ${options.translatorName},`,
      "",
      `Order #${options.orderId} has been cancelled, so its job is closed and no longer appears among your open jobs. Please stop working on it; no further work is needed.`,
      ...SIGNATURE,
    ].join("\n"),
  };
}
