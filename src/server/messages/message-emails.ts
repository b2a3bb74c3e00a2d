import i18next, { type TFunction } from "i18next";
import enMessages from "../../shared/i18n/catalogs/en/messages";
import trMessages from "../../shared/i18n/catalogs/tr/messages";
import type { Language } from "../../shared/i18n/languages";
import type { ThreadParty } from "../../shared/order-thread";
import { quotedLines } from "../mail/email-text";
import type { MailMessage } from "../mail/mailer";

// The e-mail telling a member of a thread about new messages, in the member's language (the texts are the
// "messages" namespace's `email`, kept beside the screens' so this feature's texts live in one file per language).
const translator = i18next.createInstance();
void translator.init({
  resources: { en: { messages: enMessages }, tr: { messages: trMessages } },
  lng: "en",
  fallbackLng: "en",
  ns: ["messages"],
  defaultNS: "messages",
  initAsync: false,
  // Plain-text e-mails: nothing to escape.
  interpolation: { escapeValue: false },
});

type T = TFunction<"messages">;

/** At most this many messages are written out in one e-mail; older ones are counted. */
export const MESSAGES_PER_EMAIL = 10;

export type NoticeMessage = {
  authorParty: ThreadParty;
  authorName: string;
  createdAt: Date;
  text: string;
  fileNames: string[];
};

export type MessageNotice = {
  to: string;
  language: Language;
  /** The greeting's name; null greets without one (the agency's mailbox). */
  name: string | null;
  orderId: number;
  /** Oldest first, at most MESSAGES_PER_EMAIL; `earlier` more came before them. */
  messages: NoticeMessage[];
  earlier: number;
  /** The page where the member reads and answers. */
  url: string;
};

/** "2026-11-14 10:32 UTC": the same in both languages, and the same wherever the server runs. */
const when = (date: Date) => `${date.toISOString().slice(0, 10)} ${date.toISOString().slice(11, 16)} UTC`;

/** One e-mail about one or more new messages of a thread. Plain text only: what people wrote is never HTML. */
export function messageNoticeEmail(notice: MessageNotice): MailMessage {
  const t = translator.getFixedT(notice.language, "messages") as unknown as T;
  const count = notice.messages.length + notice.earlier;
  const lines = [
    notice.name ? t("email.hello", { name: notice.name }) : t("email.helloPlain"),
    "",
    t("email.intro", { count, orderId: notice.orderId }),
  ];
  if (notice.earlier > 0) lines.push("", t("email.more", { count: notice.earlier }));
  for (const message of notice.messages) {
    // Who wrote it, then their words quoted: a line of the message cannot pass for the agency's (issue 37).
    const byline = t("email.byline", {
      party: t(`thread.parties.${message.authorParty}`),
      name: message.authorName,
      date: when(message.createdAt),
    });
    lines.push("", ...(message.text ? quotedLines(`— ${byline}`, message.text) : [`— ${byline}`]));
    if (message.fileNames.length > 0) lines.push(t("email.attached", { files: message.fileNames.join(", ") }));
  }
  lines.push(
    "",
    t("email.reply", { url: notice.url }),
    t("email.noReply"),
    "",
    t("email.rhythm"),
    "",
    "Bosphorus Translate",
  );
  return { to: notice.to, subject: t("email.subject", { count, orderId: notice.orderId }), text: lines.join("\n") };
}
