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
  /**
   * Records the message in mail_outbox. With SMTP it is 'queued' and the "mail.deliver" job sends it (retrying for
   * 24 hours); a mail server being down never fails the user's action.
   */
  send(message: MailMessage): Promise<SentMail>;
  /** The "mail.deliver" job: one attempt at a queued e-mail, if it is due. Idempotent. */
  deliverQueued(mailId: number): Promise<"sent" | "retry" | "failed" | "not due">;
  /** The "mail.sweep" job: queues a delivery for e-mails whose job was lost (crash between write and enqueue, expired lease). */
  sweepQueued(): Promise<number>;
  /** Newest first. */
  listOutbox(options?: { limit?: number; to?: string }): Promise<SentMail[]>;
  close(): Promise<void>;
}
