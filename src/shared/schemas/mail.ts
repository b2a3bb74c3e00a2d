/** A row of GET /api/admin/outbox: an e-mail the platform sent (SMTP) or kept (local outbox). */
export type OutboxEmail = {
  id: number;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  /** 'outbox' (kept locally, no SMTP configured), 'queued' (delivery pending or retrying), 'sent' (accepted by SMTP) or 'failed' (gave up after 24 hours). */
  status: "outbox" | "queued" | "sent" | "failed";
  transport: "smtp" | "outbox";
  error: string | null;
  messageId: string | null;
  /** SMTP delivery attempts so far. */
  attempts: number;
  createdAt: string;
  sentAt: string | null;
};
