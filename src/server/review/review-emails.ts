import { AUTO_APPROVAL_DAYS } from "../../shared/draft-review";
import type { MailMessage } from "../mail/mailer";

const SIGNATURE = ["", "Bosphorus Translate", "Certified Turkish-English translation"];

/** To the customer when the translator delivers a draft. */
export function draftReadyEmail(options: { to: string; firstName: string; orderId: number; publicUrl: string }): MailMessage {
  return {
    to: options.to,
    subject: "Your translation is ready for review",
    text: [
      `Hello ${options.firstName},`,
      "",
      `The translation of your order #${options.orderId} is ready for your review.`,
      "Please download the draft, then approve it or request a revision (with a comment for each document to change).",
      `Drafts not answered within ${AUTO_APPROVAL_DAYS} days are approved automatically.`,
      "",
      `Review it here: ${options.publicUrl}/dashboard/orders/${options.orderId}`,
      ...SIGNATURE,
    ].join("\n"),
  };
}

/** To the translator whose job the customer sent back. */
export function revisionRequestedEmail(options: {
  to: string;
  translatorName: string;
  orderId: number;
  jobId: number;
  revisions: { documentName: string; comment: string }[];
  publicUrl: string;
}): MailMessage {
  return {
    to: options.to,
    subject: `Revision requested: order #${options.orderId}`,
    text: [
      `Hello ${options.translatorName},`,
      "",
      `The customer of order #${options.orderId} has asked for a revision:`,
      ...options.revisions.flatMap((revision) => ["", `${revision.documentName}:`, revision.comment]),
      "",
      `Upload the new versions and mark the job completed again: ${options.publicUrl}/translator/jobs/${options.jobId}`,
      ...SIGNATURE,
    ].join("\n"),
  };
}

/** To the customer once their approval (or the automatic one) completed the order (issue 14). */
export function orderCompletedAfterApprovalEmail(options: { to: string; firstName: string; orderId: number; automatically: boolean; publicUrl: string }): MailMessage {
  return {
    to: options.to,
    subject: `Your order #${options.orderId} is complete`,
    text: [
      `Hello ${options.firstName},`,
      "",
      options.automatically
        ? `The translation of your order #${options.orderId} was approved automatically ${AUTO_APPROVAL_DAYS} days after delivery, so we have completed your order.`
        : `Thank you for approving the translation of your order #${options.orderId}. We have completed your order.`,
      "The final files (and, for certified and premium orders, the certificates of translation accuracy) are ready to download.",
      "",
      `Download them here: ${options.publicUrl}/dashboard/download/${options.orderId}`,
      ...SIGNATURE,
    ].join("\n"),
  };
}

/** To the translator when the customer's approval completed the order their work belongs to. */
export function translationApprovedEmail(options: { to: string; translatorName: string; orderId: number; automatically: boolean }): MailMessage {
  return {
    to: options.to,
    subject: `Translation approved: order #${options.orderId}`,
    text: [
      `Hello ${options.translatorName},`,
      "",
      options.automatically
        ? `Your translation of order #${options.orderId} was approved automatically (the customer did not ask for changes within ${AUTO_APPROVAL_DAYS} days). The order is complete; no further work is needed.`
        : `The customer approved your translation of order #${options.orderId}. The order is complete; no further work is needed.`,
      ...SIGNATURE,
    ].join("\n"),
  };
}
