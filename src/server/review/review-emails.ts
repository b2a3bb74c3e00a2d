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
