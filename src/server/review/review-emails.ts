import { AUTO_APPROVAL_DAYS } from "../../shared/draft-review";
import type { Language } from "../../shared/i18n/languages";
import { emailText, followOrderLines, greeting, quotedLines, signature, siteLink } from "../mail/email-text";
import type { MailMessage } from "../mail/mailer";

const SIGNATURE = ["", "Bosphorus Translate", "Certified Turkish-English translation"];

/** To the customer when the translator delivers a draft. */
export function draftReadyEmail(options: {
  to: string;
  firstName: string | null;
  orderId: number;
  publicUrl: string;
  language?: Language;
  /** orderFollowPath(): the signed link to the order, for reading it without signing in. */
  followPath?: string;
}): MailMessage {
  const t = emailText(options.language);
  return {
    to: options.to,
    subject: t("draftReady.subject"),
    text: [
      greeting(t, options.firstName),
      "",
      t("draftReady.ready", { orderId: options.orderId }),
      t("draftReady.instructions"),
      t("draftReady.autoApproval", { days: AUTO_APPROVAL_DAYS }),
      "",
      t("draftReady.review", {
        url: siteLink(options.publicUrl, `/dashboard/orders/${options.orderId}`, options.language),
      }),
      ...followOrderLines(t, options.publicUrl, options.followPath, options.language),
      ...signature(t),
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
      // The customer's words quoted (issue 37): a comment cannot pass for the agency's instructions or signature.
      ...options.revisions.flatMap((revision) => [
        "",
        ...quotedLines(`The customer wrote about ${revision.documentName}:`, revision.comment),
      ]),
      "",
      `Upload the new versions and mark the job completed again: ${options.publicUrl}/translator/jobs/${options.jobId}`,
      ...SIGNATURE,
    ].join("\n"),
  };
}

/** To the customer once their approval (or the automatic one) completed the order. */
export function orderCompletedAfterApprovalEmail(options: {
  to: string;
  firstName: string | null;
  orderId: number;
  automatically: boolean;
  publicUrl: string;
  language?: Language;
  /** orderFollowPath(): the signed link to the order, for reading it without signing in. */
  followPath?: string;
}): MailMessage {
  const { orderId } = options;
  const t = emailText(options.language);
  return {
    to: options.to,
    subject: t("completed.subject", { orderId }),
    text: [
      greeting(t, options.firstName),
      "",
      options.automatically
        ? t("completed.automatically", { orderId, days: AUTO_APPROVAL_DAYS })
        : t("completed.approved", { orderId }),
      t("completed.files"),
      "",
      t("completed.download", { url: siteLink(options.publicUrl, `/dashboard/download/${orderId}`, options.language) }),
      ...followOrderLines(t, options.publicUrl, options.followPath, options.language),
      ...signature(t),
    ].join("\n"),
  };
}

/** To the translator when the customer's approval completed the order their work belongs to. */
export function translationApprovedEmail(options: {
  to: string;
  translatorName: string;
  orderId: number;
  automatically: boolean;
}): MailMessage {
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
