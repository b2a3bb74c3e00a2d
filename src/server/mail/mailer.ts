import type { OutboxEmail } from "../../shared/schemas/mail";

/** An e-mail as use cases write it; the sender comes from settings/config. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
};

/** The stored record of a sent (or kept) message: the outbox row with real dates (JSON turns them into strings). */
export type SentMail = Omit<OutboxEmail, "createdAt" | "sentAt"> & { createdAt: Date; sentAt: Date | null };

export interface Mailer {
  /** Records the message in mail_outbox and delivers it when SMTP is configured. Never throws for a delivery failure: the row says 'failed'. */
  send(message: MailMessage): Promise<SentMail>;
  /** Newest first. */
  listOutbox(options?: { limit?: number; to?: string }): Promise<SentMail[]>;
  close(): Promise<void>;
}
