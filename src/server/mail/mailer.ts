/** An e-mail as use cases write it; the sender comes from settings/config. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
};

/** The stored record of a sent (or kept) message, as the outbox lists it. */
export type SentMail = {
  id: number;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  /** 'outbox' (kept locally, no SMTP configured), 'sent' (accepted by SMTP) or 'failed'. */
  status: "outbox" | "sent" | "failed";
  transport: "smtp" | "outbox";
  error: string | null;
  messageId: string | null;
  createdAt: Date;
  sentAt: Date | null;
};

export interface Mailer {
  /** Records the message in mail_outbox and delivers it when SMTP is configured. Never throws for a delivery failure: the row says 'failed'. */
  send(message: MailMessage): Promise<SentMail>;
  /** Newest first. */
  listOutbox(options?: { limit?: number; to?: string }): Promise<SentMail[]>;
  close(): Promise<void>;
}
