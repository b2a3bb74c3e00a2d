import type { OutboxEmail } from "../../shared/schemas/mail";
import type { Executor } from "../db/client";

/** An e-mail as use cases write it; the sender comes from settings/config. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The address a "Reply" in the recipient's mail program goes to, when it is not the sender's. */
  replyTo?: string;
  /** A code or single-use link someone waits for on a page (verification, password reset, admin code): sent ahead of notices. */
  urgent?: boolean;
};

/** The stored record of a sent (or kept) message: the outbox row with real dates (JSON turns them into strings). */
export type SentMail = Omit<OutboxEmail, "createdAt" | "sentAt"> & { createdAt: Date; sentAt: Date | null };

/**
 * E-mail goes out one way (docs/decisions/011-mail-in-the-business-transaction.md): `queue` writes the
 * mail_outbox row with the business transaction, `dispatch` hands the committed rows to delivery. A rolled-back
 * write leaves no e-mail; a committed one never loses its e-mail (if dispatch never runs, the sweep finds the row).
 */
export interface Mailer {
  /**
   * Writes the message to mail_outbox with `tx` (the caller's transaction, or the database for an e-mail that has
   * no business write). Returns the row id for `dispatch` after the commit. Nothing is sent or printed yet.
   */
  queue(tx: Executor, message: MailMessage): Promise<number>;
  /**
   * After the commit: one "mail.deliver" job per e-mail with SMTP (retried for 24 hours), printed to the console
   * without. Never throws: the rows are durable, and the minutely sweep picks up any whose job was not queued.
   */
  dispatch(mailIds: number[]): Promise<void>;
  /** `queue` on the database plus `dispatch`, for e-mails with no business write (sign-in codes, contact form). */
  send(message: MailMessage): Promise<SentMail>;
  /** The "mail.deliver" job: one attempt at a queued e-mail, if it is due. Idempotent. */
  deliverQueued(mailId: number): Promise<"sent" | "retry" | "failed" | "not due">;
  /** An admin's retry of an e-mail the sender gave up on: one more attempt now (retried with backoff while it is under 24 hours old). False when it is not a failed SMTP e-mail. */
  retryFailed(mailId: number): Promise<boolean>;
  /** The "mail.sweep" job: queues a delivery for e-mails whose job was lost (crash between write and enqueue, expired lease). */
  sweepQueued(): Promise<number>;
  /** Newest first. */
  listOutbox(options?: { limit?: number; to?: string }): Promise<SentMail[]>;
  close(): Promise<void>;
}
