import type { Language } from "../../shared/i18n/languages";
import { formatLongDate } from "../../shared/i18n/format-date";
import { localizedPath } from "../../shared/public-pages";
import { emailText, greeting, signature } from "../mail/email-text";
import type { MailMessage } from "../mail/mailer";

/** The page that downloads an export (signed in as its owner), in the account's language. */
export function dataExportUrl(publicUrl: string, token: string, language: Language): string {
  return `${publicUrl}${localizedPath("/data-export", language)}?token=${token}`;
}

/** "4.2 MB" / "4,2 MB". */
export function formatMegabytes(bytes: number, language: Language): string {
  const megabytes = Math.max(0.1, bytes / (1024 * 1024));
  return `${new Intl.NumberFormat(language === "tr" ? "tr-TR" : "en-US", { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(megabytes)} MB`;
}

type Recipient = { email: string; firstName: string | null; language: Language };

/** "Your data is ready": the single-use link, valid 48 hours. */
export function dataExportReadyEmail(
  recipient: Recipient,
  link: { url: string; sizeBytes: number; expiresAt: Date },
): MailMessage {
  const t = emailText(recipient.language);
  return {
    to: recipient.email,
    subject: t("dataExport.subject"),
    text: [
      greeting(t, recipient.firstName),
      "",
      t("dataExport.ready", { size: formatMegabytes(link.sizeBytes, recipient.language) }),
      t("dataExport.openLink"),
      "",
      link.url,
      "",
      t("dataExport.expiry", {
        date: `${formatLongDate(link.expiresAt, recipient.language)} ${link.expiresAt.toISOString().slice(11, 16)} UTC`,
      }),
      t("dataExport.notYou"),
      ...signature(t),
    ].join("\n"),
  };
}
