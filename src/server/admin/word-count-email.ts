import { formatCents } from "../../shared/money";
import type { Language } from "../../shared/i18n/languages";
import { emailText, followOrderLines, greeting, signature } from "../mail/email-text";
import type { MailMessage } from "../mail/mailer";

/**
 * Before the customer pays: an agent counted a document we had priced on an estimate, and the order's total moved
 * (docs/ordering.md, "Word count review"). Amounts in US dollars, as charged.
 */
export function wordCountConfirmedEmail(options: {
  to: string;
  firstName: string | null;
  language?: Language;
  orderId: number;
  documentName: string;
  wordsBefore: number;
  wordsAfter: number;
  totalBeforeCents: number;
  totalAfterCents: number;
  orderUrl: string;
  /** The site's address and orderFollowPath(): the signed link to the order, for reading it without signing in. */
  publicUrl?: string;
  followPath?: string;
}): MailMessage {
  const t = emailText(options.language);
  const number = (value: number) => value.toLocaleString(options.language === "tr" ? "tr-TR" : "en-US");
  return {
    to: options.to,
    subject: t("wordCountConfirmed.subject", { orderId: options.orderId }),
    text: [
      greeting(t, options.firstName),
      "",
      t("wordCountConfirmed.counted", {
        name: options.documentName,
        words: number(options.wordsAfter),
        estimate: number(options.wordsBefore),
      }),
      t("wordCountConfirmed.total", {
        from: formatCents(options.totalBeforeCents),
        to: formatCents(options.totalAfterCents),
      }),
      "",
      t("wordCountConfirmed.beforePaying"),
      t("viewOrder", { url: options.orderUrl }),
      ...followOrderLines(
        t,
        options.publicUrl ?? "",
        options.publicUrl ? options.followPath : undefined,
        options.language,
      ),
      "",
      t("questions"),
      ...signature(t),
    ].join("\n"),
  };
}
