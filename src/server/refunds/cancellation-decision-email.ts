import type { Language } from "../../shared/i18n/languages";
import { emailText, followOrderLines, greeting, siteLink } from "../mail/email-text";
import type { MailMessage } from "../mail/mailer";
import { refundLines } from "./refund-email";

/** The e-mail a customer gets once an admin approves or declines their cancellation request. */
export function cancellationDecisionEmail(options: {
  to: string;
  firstName: string | null;
  orderId: number;
  decision: "approved" | "declined";
  note: string | null;
  refund: { amountCents: number; reason: string } | null;
  dashboardUrl: string;
  language?: Language;
  /** orderFollowPath(): the signed link to the order, for reading it without signing in. */
  followPath?: string;
}): MailMessage {
  const { orderId, decision, note, refund } = options;
  const t = emailText(options.language);
  const noteLines = note ? ["", t("noteFromTeam", { note })] : [];
  const body =
    decision === "approved"
      ? [
          t("cancellation.approved", { orderId }),
          ...noteLines,
          "",
          ...(refund ? refundLines(t, refund) : [t("cancellation.refundToFollow")]),
        ]
      : [t("cancellation.declined", { orderId }), ...noteLines, "", t("questions")];
  return {
    to: options.to,
    subject:
      decision === "approved"
        ? t("cancellation.subjectApproved", { orderId })
        : t("cancellation.subjectDeclined", { orderId }),
    text: [
      greeting(t, options.firstName),
      "",
      ...body,
      "",
      t("viewOrder", { url: siteLink(options.dashboardUrl, `/dashboard/orders/${orderId}`, options.language) }),
      ...followOrderLines(t, options.dashboardUrl, options.followPath, options.language),
      "",
      t("thanks"),
    ].join("\n"),
  };
}
